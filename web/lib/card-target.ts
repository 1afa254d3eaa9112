import type { ReactNode } from 'react';

/**
 * The user a card shows, as the actions another feature adds to it need them (features do not import each other:
 * a route passes, e.g., the requests feature's Send Request button into the nearby and find cards).
 */
export interface CardTarget {
  id: string;
  /** Full name, as the card shows it. */
  name: string;
  userType: 'student' | 'teacher';
  /** The viewer and this user have an accepted connection. */
  isConnected: boolean;
  /** KYC-verified (teachers): a student contacting an unverified tutor is told so. */
  isVerified: boolean;
}

/** A route's renderer of an action for a card's user. */
export type CardActionRenderer = (target: CardTarget) => ReactNode;
