import { MESSAGES } from '../../../contract/messages.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createFamiliesRepository } from './families.repository.ts';

export interface ActingFor {
  id: string;
  firstName: string;
  class: string;
}

/**
 * The child a parent's request or requirement is for: the one named (theirs, with consent not withdrawn), or their
 * only child; otherwise 'Choose which child this is for'. Students and teachers act for themselves (null).
 */
export async function childActedFor(db: Executor, user: { id: string; userType: string }, childId?: string): Promise<ActingFor | null> {
  if (user.userType !== 'parent') return null;
  const usable = (await createFamiliesRepository(db).listChildren(user.id)).filter((r) => r.consent?.status !== 'withdrawn');
  const chosen = childId ? usable.find((r) => r.child.id === childId) : usable.length === 1 ? usable[0] : undefined;
  if (childId && !chosen) throw new AppError('NOT_FOUND', MESSAGES.CHILD_NOT_FOUND);
  if (!chosen) throw new AppError('VALIDATION_FAILED', MESSAGES.CHILD_REQUIRED, { errors: { childId: MESSAGES.CHILD_REQUIRED } });
  return { id: chosen.child.id, firstName: chosen.child.firstName, class: chosen.child.class };
}
