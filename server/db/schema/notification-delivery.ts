import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type ChannelSwitchesSchema, type NotificationEvent } from '../../../contract/notification-delivery.ts';
import type { z } from 'zod';
import { users } from './users.ts';

export const notificationEventEnum = pgEnum('notification_event', NOTIFICATION_EVENTS);
export const notificationChannelEnum = pgEnum('notification_channel', NOTIFICATION_CHANNELS);
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const deliveryStatusEnum = pgEnum('notification_delivery_status', DELIVERY_STATUSES);

/**
 * A user's choices for email and push. No row: every switch on, quiet hours 22:00–07:00 IST, not paused. `events`
 * holds only what the user changed: `{ message: { email: false, push: true } }`.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  events: jsonb('events').$type<Partial<Record<NotificationEvent, z.infer<typeof ChannelSwitchesSchema>>>>().notNull().default({}),
  quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(true),
  /** 'HH:MM' in Asia/Kolkata. */
  quietHoursStart: text('quiet_hours_start').notNull().default('22:00'),
  quietHoursEnd: text('quiet_hours_end').notNull().default('07:00'),
  paused: boolean('paused').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;

/** A browser or installed app that allowed notifications: where to push (the push service's endpoint) and its keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a push last reached this browser, to the hour (push-channel.ts writes it at most once an hour). */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Work that must happen once, later: one email or push to one user. Any instance claims due rows with
 * FOR UPDATE SKIP LOCKED; a claimed row is 'sending' with `run_at` moved to the end of its lease, so a row whose
 * instance died is claimed again once the lease ends. `group_key` coalesces: one pending row per user, channel, event
 * and group (a conversation's unread messages become one email).
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: notificationEventEnum('event').notNull(),
    channel: notificationChannelEnum('channel').notNull(),
    groupKey: text('group_key').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    status: deliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    uniqueIndex('notification_outbox_pending_group_idx')
      .on(t.userId, t.channel, t.event, t.groupKey)
      .where(sql`${t.status} = 'pending'`),
    index('notification_outbox_sent_group_idx')
      .on(t.userId, t.channel, t.groupKey, t.finishedAt)
      .where(sql`${t.status} = 'sent'`),
    index('notification_outbox_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('notification_outbox_user_idx').on(t.userId),
  ],
);
export type NotificationOutboxRow = typeof notificationOutbox.$inferSelect;

/** Secrets the instances share, made on first start when not set by env: the VAPID key pair, the unsubscribe key. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
