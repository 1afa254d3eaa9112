import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { auditLabel, type AuditActor, type AuditLog } from '../audit/audit-log.ts';
import { presenceAudience } from '../chat/presence.ts';
import { refreshStudentCount } from '../profiles/student-count.repository.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { collectUserFiles } from '../uploads/user-files.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

export interface AccountDeletionDeps {
  db: Database;
  files: FileStore;
  realtime?: Realtime;
}

export type DeletableUser = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'userType' | 'isOnline'>;

/** Partners see the user go offline at once (a ban or a deletion ends every socket without a goodbye). */
export function announceOffline(realtime: Realtime | undefined, userId: string, audience: string[], lastSeen: Date) {
  realtime?.emitTo(audience, 'user_status_change', { userId, isOnline: false, lastSeen: lastSeen.toISOString() });
}

/**
 * The one account deletion, for an admin (`auditAs`: the entry commits with the deletion) and for the user themself
 * (no audit entry: the audit log records admin actions). Deletes the account and everything it owns in one
 * transaction (the rows cascade from users), recomputes the counters other users carry (ratings, student counts,
 * requirement contacts), and removes the stored files only after the commit: a failure anywhere before leaves the
 * account whole, files included. The caller checks who may be deleted.
 */
export async function deleteAccount(
  { db, files, realtime }: AccountDeletionDeps,
  user: DeletableUser,
  { auditAs }: { auditAs?: { audit: AuditLog; actor: AuditActor } } = {},
): Promise<void> {
  const { id } = user;
  const repository = createAdminUsersRepository(db);
  const audience = await presenceAudience(db, id);
  const stored = await db.transaction(async (tx) => {
    const paths = await collectUserFiles(tx, files, id);
    const touched = await repository.countersTouchedBy(id, tx);
    await auditAs?.audit.record(auditAs.actor, { action: 'delete_user', target: { id, label: auditLabel(user) } }, tx);
    if (!(await repository.deleteUser(id, tx))) throw notFound('User');
    await repository.refreshRatings(touched.reviewedTeachers, tx);
    await refreshStudentCount(tx, touched.connectedUsers);
    await repository.refreshContactCounts(touched.contactedRequirements, tx);
    return paths;
  });
  realtime?.disconnectUser(id);
  if (user.isOnline) announceOffline(realtime, id, audience, new Date());
  await files.removeAll(stored);
}
