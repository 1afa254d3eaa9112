import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createAdminUsersRepository(db: Executor) {
  return {
    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async setBan(id: string, ban: { reason: string; at: Date } | null, tx: Executor = db) {
      await tx
        .update(users)
        .set({ bannedAt: ban?.at ?? null, banReason: ban?.reason ?? null, isOnline: false, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
