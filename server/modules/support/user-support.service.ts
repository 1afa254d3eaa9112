import { FIRST_SUPPORT_SUBJECT, type SendSupportMessageBody, type SupportMessage } from '../../../contract/support.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { presentSupportMessage } from './support.presenter.ts';
import { createSupportRepository } from './support.repository.ts';

/** The user's thread shows at most this many of their newest messages. */
export const USER_THREAD_LIMIT = 100;
export const SUPPORT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** A student's or teacher's side of support: read their own thread, write to the team. */
export function createUserSupportService({
  db,
  rateLimiter,
  supportPerUser,
}: {
  db: Database;
  rateLimiter: RateLimiter;
  /** Messages one user may send per 10 minutes. */
  supportPerUser: number;
}) {
  const repository = createSupportRepository(db);

  return {
    /** The caller's own messages, oldest first (the floating chat's thread). */
    async listOwn(userId: string): Promise<SupportMessage[]> {
      return (await repository.listForUser(userId, USER_THREAD_LIMIT)).map(presentSupportMessage);
    },

    /**
     * A new open message (a closed thread reopens: its status is its newest message's). The first message a user
     * ever writes is titled 'Support Request' unless they gave a subject. Rate limited per user.
     */
    async send(userId: string, body: SendSupportMessageBody): Promise<SupportMessage> {
      await rateLimiter.consume({ key: `support:${userId}`, limit: supportPerUser, windowMs: SUPPORT_RATE_WINDOW_MS });
      const id = await db.transaction(async (tx) => {
        await repository.lockAuthor(userId, tx);
        const isFirst = (await repository.countForUser(userId, tx)) === 0;
        const row = await repository.insert(
          { userId, message: body.message, subject: body.subject ?? (isFirst ? FIRST_SUPPORT_SUBJECT : null), status: 'open' },
          tx,
        );
        return row.id;
      });
      return presentSupportMessage((await repository.findRecord(id))!);
    },
  };
}
export type UserSupportService = ReturnType<typeof createUserSupportService>;
