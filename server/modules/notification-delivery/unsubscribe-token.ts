import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../contract/notification-delivery.ts';
import type { Database } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';

/** The app_secrets row holding the key that signs unsubscribe links. */
export const UNSUBSCRIBE_KEY_NAME = 'unsubscribe_key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one-click unsubscribe link's token (RFC 8058): `{userId}.{event}.{mac}`, the mac an HMAC-SHA256 over both keyed
 * by a 32-byte secret kept in app_secrets, so every instance signs and checks alike and a link cannot be made for
 * another user or event. It never expires (a mail provider may send the POST years later) and unsubscribes one
 * event's emails only.
 */
export function createUnsubscribeTokens(db: Database) {
  let key: Promise<Buffer> | undefined;

  /** Made on first use; insert … on conflict do nothing, then read, so two instances starting at once agree. */
  async function loadKey(): Promise<Buffer> {
    await db
      .insert(appSecrets)
      .values({ name: UNSUBSCRIBE_KEY_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: appSecrets.name });
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, UNSUBSCRIBE_KEY_NAME));
    if (!row) throw new Error('the unsubscribe key could not be stored');
    return Buffer.from(row.value, 'base64url');
  }
  const keyOf = () => {
    key ??= loadKey().catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    return key;
  };

  const macOf = (secret: Buffer, userId: string, event: NotificationEvent) =>
    createHmac('sha256', secret).update(`unsubscribe\n${userId.toLowerCase()}\n${event}`).digest();

  return {
    async sign(userId: string, event: NotificationEvent): Promise<string> {
      return `${userId}.${event}.${macOf(await keyOf(), userId, event).toString('base64url')}`;
    },

    /** The user and event a token names, or undefined when it is not one this site signed. */
    async verify(token: string): Promise<{ userId: string; event: NotificationEvent } | undefined> {
      const [userId, event, mac, ...rest] = token.split('.');
      if (rest.length || !userId || !UUID.test(userId) || !mac) return undefined;
      if (!(NOTIFICATION_EVENTS as readonly string[]).includes(event ?? '')) return undefined;
      const expected = macOf(await keyOf(), userId, event as NotificationEvent);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, event: event as NotificationEvent };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
