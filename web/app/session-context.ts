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
