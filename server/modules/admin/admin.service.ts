import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import { createAdminRepository } from './admin.repository.ts';

export function createAdminService({ db, sessions, realtime }: { db: Database; sessions: SessionService; realtime?: Realtime }) {
  const repository = createAdminRepository(db);

  async function findManageableUser(id: string) {
    const user = await repository.findUser(id);
    if (!user) throw notFound('User');
    if (user.userType === 'admin') throw new AppError('FORBIDDEN', 'Admin accounts cannot be banned');
    return user;
  }

  return {
    /** Bans and signs the user out everywhere, in one transaction. */
    async banUser(id: string, reason: string) {
      await findManageableUser(id);
      await db.transaction(async (tx) => {
        await repository.setBan(id, { reason, at: new Date() }, tx);
        await sessions.revokeAllForUser(id, tx);
      });
      realtime?.disconnectUser(id);
      return { message: 'User banned' };
    },

    async unbanUser(id: string) {
      await findManageableUser(id);
      await repository.setBan(id, null);
      return { message: 'User unbanned' };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
