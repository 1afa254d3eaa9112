import { sql } from 'drizzle-orm';
import type { UnsubscribeInfo } from '../../../contract/notification-delivery.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', MESSAGES.UNSUBSCRIBE_LINK_INVALID, { errors: { token: MESSAGES.UNSUBSCRIBE_LINK_INVALID } });

/** One-click unsubscribe from an email's link: turns off one event's emails, keeping every other switch. */
export function createUnsubscribeService({ db, tokens }: { db: Database; tokens: UnsubscribeTokens }) {
  async function verified(token: string) {
    const target = await tokens.verify(token);
    if (!target) throw invalidLink();
    return target;
  }

  return {
    /** Which emails the link stops; changes nothing (a mail scanner may open any link). */
    async describe(token: string): Promise<UnsubscribeInfo> {
      const { event } = await verified(token);
      return { event };
    },

    /** Turns that event's email switch off (push and the rest as they were); repeating it changes nothing more. */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const { userId, event } = await verified(token);
      // Insert or merge into the `events` jsonb in one statement (a deleted user has no row to add: nothing happens).
      await db.execute(sql`
        insert into notification_preferences (user_id, events)
        select id, jsonb_build_object(${event}::text, '{"email": false, "push": true}'::jsonb) from users where id = ${userId}
        on conflict (user_id) do update
          set events = notification_preferences.events || jsonb_build_object(
                ${event}::text,
                coalesce(notification_preferences.events -> ${event}::text, '{"email": true, "push": true}'::jsonb) || '{"email": false}'::jsonb),
              updated_at = now()`);
      return { message: MESSAGES.EMAIL_UNSUBSCRIBED };
    },
  };
}
export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
