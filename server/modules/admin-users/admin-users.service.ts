import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import { auditLabel, type AuditActor, type AuditLog } from '../audit/audit-log.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

interface Deps {
  db: Database;
  sessions: SessionService;
  realtime?: Realtime;
  files: FileStore;
  audit: AuditLog;
}

/** Users and bans: what an admin does to an account. Every use case writes its audit entry in its transaction. */
export function createAdminUsersService({ db, sessions, realtime, audit }: Deps) {
  const repository = createAdminUsersRepository(db);

  async function findManageableUser(id: string) {
    const user = await repository.findUser(id);
    if (!user) throw notFound('User');
    if (user.userType === 'admin') throw new AppError('FORBIDDEN', 'Admin accounts cannot be banned');
    return user;
  }

  return {
    /** Bans and signs the user out everywhere, in one transaction. */
    async banUser(actor: AuditActor, id: string, reason: string) {
      const user = await findManageableUser(id);
      await db.transaction(async (tx) => {
        await repository.setBan(id, { reason, at: new Date() }, tx);
        await sessions.revokeAllForUser(id, tx);
        await audit.record(actor, { action: 'ban_user', target: { id, label: auditLabel(user) }, reason }, tx);
      });
      realtime?.disconnectUser(id);
      return { message: 'User banned' };
    },

    async unbanUser(actor: AuditActor, id: string) {
      const user = await findManageableUser(id);
      await db.transaction(async (tx) => {
        await repository.setBan(id, null, tx);
        await audit.record(actor, { action: 'unban_user', target: { id, label: auditLabel(user) } }, tx);
      });
      return { message: 'User unbanned' };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
