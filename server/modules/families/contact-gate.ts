import type { Executor } from '../../db/client.ts';
import { createFamiliesRepository } from './families.repository.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCanContact, assertCanShareLocation, isMinor } from './minor.policy.ts';

/**
 * The one-line gates the contact use cases call first (requests, messages, requirement posts and contacts,
 * locations). Only student accounts can be children with a login, so other users cost no query.
 */
export async function assertMayContact(db: Executor, user: { id: string; userType: string }): Promise<void> {
  if (user.userType !== 'student') return;
  const facts = await createFamiliesRepository(db).ageFacts(user.id);
  if (facts) assertCanContact(facts);
}

export async function assertMayShareLocation(db: Executor, userId: string, live: boolean): Promise<void> {
  const facts = await createFamiliesRepository(db).ageFacts(userId);
  if (facts) assertCanShareLocation(facts, live);
}

/** A child's exact point is never shown to others: the opt-in is refused (only the approximate area is shown). */
export async function assertMayShowExactLocation(db: Executor, userId: string): Promise<void> {
  const facts = await createFamiliesRepository(db).ageFacts(userId);
  if (facts && isMinor(facts)) throw new AppError('FORBIDDEN', MESSAGES.MINOR_EXACT_LOCATION);
}
