import { z } from 'zod';
import type { AdminUser, AdminUserListQuery } from '../../../contract/admin-users.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import { auditLabel, type AuditActor, type AuditLog } from '../audit/audit-log.ts';
import { presenceAudience } from '../chat/presence.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { announceOffline, deleteAccount } from './account-deletion.ts';
import { countAdminStats } from './admin-stats.repository.ts';
import { presentAdminUser } from './admin-users.presenter.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

interface Deps {
  db: Database;
  sessions: SessionService;
  realtime?: Realtime;
  files: FileStore;
  audit: AuditLog;
}

const CursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), id: z.uuid() });

/** Users and bans: what an admin does to an account. Every use case writes its audit entry in its transaction. */
export function createAdminUsersService({ db, sessions, realtime, files, audit }: Deps) {
  const repository = createAdminUsersRepository(db);

  async function findManageableUser(id: string, verb: 'banned' | 'deleted') {
    const user = await repository.findUser(id);
    if (!user) throw notFound('User');
    if (user.userType === 'admin') throw new AppError('FORBIDDEN', `Admin accounts cannot be ${verb}`);
    return user;
  }

  return {
    stats: () => countAdminStats(db),

    /**
     * Students, teachers and parents newest first; `teachersOnly` serves GET /teachers. The first page (no cursor) also
     * says how many the whole list holds (`total`), counted by the database as the dashboard counts: exactly below
     * EXACT_COUNT_LIMIT users, else the planner's estimate (`totalEstimated`).
     */
    async list(
      query: AdminUserListQuery,
      teachersOnly = false,
      { exactBelow }: { exactBelow?: number } = {},
    ): Promise<{ users: AdminUser[]; nextCursor?: string; total?: number; totalEstimated?: boolean }> {
      const after = decodeCursor(query.cursor, CursorSchema);
      const filter = { search: query.search || undefined, type: teachersOnly ? ('teacher' as const) : query.type, state: query.state };
      const rows = await repository.list({ ...filter, limit: query.limit + 1, after: after && { time: after.t, id: after.id } });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ t: last.cursorTime, id: last.user.id }) : undefined;
      const counted = after ? undefined : nextCursor ? await repository.count(filter, { exactBelow }) : { total: page.length, estimated: false };
      return { users: page.map(presentAdminUser), nextCursor, total: counted?.total, totalEstimated: counted?.estimated };
    },

    /** Bans and signs the user out everywhere, in one transaction; their sockets are told why, then end, right after it commits. */
    async banUser(actor: AuditActor, id: string, reason: string) {
      const user = await findManageableUser(id, 'banned');
      const at = new Date();
      await db.transaction(async (tx) => {
        await repository.setBan(id, { reason, at }, tx);
        await sessions.revokeAllForUser(id, tx);
        await audit.record(actor, { action: 'ban_user', target: { id, label: auditLabel(user) }, reason }, tx);
      });
      // The open app learns why before its sockets end (the reason and how to appeal), instead of just losing them.
      realtime?.emitTo([id], 'account_banned', { reason });
      realtime?.disconnectUser(id);
      if (user.isOnline) announceOffline(realtime, id, await presenceAudience(db, id), at);
      return { message: 'User banned' };
    },

    async unbanUser(actor: AuditActor, id: string) {
      const user = await findManageableUser(id, 'banned');
      await db.transaction(async (tx) => {
        await repository.setBan(id, null, tx);
        await audit.record(actor, { action: 'unban_user', target: { id, label: auditLabel(user) } }, tx);
      });
      return { message: 'User unbanned' };
    },

    /** The shared one-transaction deletion (account-deletion.ts), audited as this admin's action. */
    async deleteUser(actor: AuditActor, id: string) {
      const user = await findManageableUser(id, 'deleted');
      await deleteAccount({ db, files, realtime }, user, { auditAs: { audit, actor } });
      return { message: 'User deleted' };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
