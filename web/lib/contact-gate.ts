import { createContext, useContext } from 'react';

/**
 * What has to be settled before a contact action (Send Request, a first message, Post Requirement):
 * an account whose age is not stated is asked once; a parent acts for a child (and adds one first if they have none);
 * a student under 18 waits for their guardian's consent. The families feature provides it in the signed-in shell;
 * the requests, requirements and chat features call it (features do not import each other).
 */
export interface ContactGate {
  /**
   * Call before the action: resolves to what the action's body needs besides its own fields (`childId` for a parent),
   * or null when the action must not go ahead now (the gate has told the user why, or they cancelled).
   */
  prepare(): Promise<{ childId?: string } | null>;
  /** The child a parent acts for now ("For: Anaya"), for the forms to say so; null for everyone else. */
  actingFor: { id: string; firstName: string } | null;
}

/** Outside the signed-in shell (tests, previews): nothing to settle. */
const open: ContactGate = { prepare: () => Promise.resolve({}), actingFor: null };

export const ContactGateContext = createContext<ContactGate>(open);

export function useContactGate(): ContactGate {
  return useContext(ContactGateContext);
}
