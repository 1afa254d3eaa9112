import { useOutletContext } from 'react-router';
import type { Profile, User } from '../../contract/users.ts';

/** What the signed-in shell hands to its screens through the router outlet. */
export interface SignedInContext {
  user: User;
  profile: Profile | null;
}

export function useSignedIn(): SignedInContext {
  return useOutletContext<SignedInContext>();
}

/**
 * On a screen signed-out visitors may open too (web/app/open-paths.ts): the signed-in context, or null when the
 * public shell shows the screen.
 */
export function useOptionalSignedIn(): SignedInContext | null {
  return useOutletContext<SignedInContext | null>() ?? null;
}
