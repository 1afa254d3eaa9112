import { DEFAULT_QUIET_HOURS, type NotificationPreferences, type QuietHours } from '../../../contract/notification-delivery.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { resolvePreferences } from './preferences.ts';

/** Settings → Notifications: each event's email and push switches, quiet hours and "pause all". */
export function createNotificationPreferencesService({ db, defaultQuietHours = DEFAULT_QUIET_HOURS }: { db: Database; defaultQuietHours?: QuietHours }) {
  const outbox = createOutboxRepository(db);
  return {
    async get(userId: string): Promise<NotificationPreferences> {
      return resolvePreferences(await outbox.preferencesOf(userId), defaultQuietHours);
    },

    /** Saves the whole set; queued deliveries follow it (they read the switches when they are sent). */
    async save(userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
      const values = {
        events: preferences.events,
        quietHoursEnabled: preferences.quietHours.enabled,
        quietHoursStart: preferences.quietHours.start,
        quietHoursEnd: preferences.quietHours.end,
        paused: preferences.paused,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
        .returning();
      return resolvePreferences(row, defaultQuietHours);
    },
  };
}
export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
