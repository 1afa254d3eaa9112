import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '../../../contract/audit.ts';
import { NOTIFICATION_KINDS } from '../../../contract/notifications.ts';
import { users } from './users.ts';

/** The contract's list, so the API and the database can never disagree on what an entry may say. */
export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);

/**
 * Every admin action and every admin view of private data. Append-only. The target is kept by id and label, not by
 * foreign key, so the trail outlives a deleted account; the admin's own name is copied for the same reason.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    action: auditActionEnum('action').notNull(),
    targetUserId: uuid('target_user_id'),
    targetLabel: text('target_label'),
    subjectId: text('subject_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt, t.id),
    index('admin_audit_log_target_idx').on(t.targetUserId, t.createdAt),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('admin_audit_log_admin_idx').on(t.adminId).where(sql`${t.adminId} is not null`),
  ],
);
export type AdminAuditLogRow = typeof adminAuditLog.$inferSelect;

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * Notices to one user; read state lives here so it follows the user across devices. `title` and `body` keep the English
 * text for API clients; `params` holds the variable parts (a name, a reason) so the web can word the notice in the
 * user's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
export type NotificationRow = typeof notifications.$inferSelect;
