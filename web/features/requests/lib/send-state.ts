import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { i18n } from '../../../i18n/index.ts';

/** Who a Send Request button is for: the card's user. */
export interface RequestTarget {
  id: string;
  name: string;
  userType: 'student' | 'teacher';
  /** The viewer and this user already have an accepted connection. */
  isConnected: boolean;
  /** KYC-verified; a tutor who is not is named as such in the dialog. */
  isVerified?: boolean;
}

/** A student (or parent) about to contact a tutor who has not verified their identity is told so, not stopped. */
export const isUnverifiedTutor = (target: Pick<RequestTarget, 'userType' | 'isVerified'>) =>
  target.userType === 'teacher' && target.isVerified === false;

/**
 * What a card's request button shows:
 * - send: no open request either way;
 * - sent: the viewer's request is pending (or the server just said one is);
 * - respond: this user's request to the viewer is pending (sending would be refused);
 * - connected: an accepted request joins them.
 */
export type SendButtonState = 'send' | 'sent' | 'respond' | 'connected';

interface SendStateInput {
  target: Pick<RequestTarget, 'id' | 'isConnected'>;
  sent: readonly ConnectionRequest[] | undefined;
  received: readonly ConnectionRequest[] | undefined;
  /** The server answered 409 to this viewer's send in this session (already pending or connected). */
  conflicted?: boolean;
}

export function sendButtonState({ target, sent = [], received = [], conflicted = false }: SendStateInput): SendButtonState {
  const toTarget = sent.filter((r) => r.toUser.id === target.id);
  const fromTarget = received.filter((r) => r.fromUser.id === target.id);
  if (target.isConnected || [...toTarget, ...fromTarget].some((r) => r.status === 'accepted')) return 'connected';
  if (toTarget.some((r) => r.status === 'pending')) return 'sent';
  if (fromTarget.some((r) => r.status === 'pending')) return 'respond';
  return conflicted ? 'sent' : 'send';
}

/** The dialog's explanation: a student sends a learning interest, a teacher a teaching offer (spec §2, §6). */
export function requestIntro(target: Pick<RequestTarget, 'name' | 'userType'>): { kind: RequestKind; description: string } {
  return target.userType === 'teacher'
    ? { kind: 'learning interest', description: i18n.t('requests:dialog.introTeacher', { name: target.name }) }
    : { kind: 'teaching offer', description: i18n.t('requests:dialog.introStudent', { name: target.name }) };
}

/** What a request is called: a student's learning interest or a teacher's teaching offer. */
export type RequestKind = 'learning interest' | 'teaching offer';
