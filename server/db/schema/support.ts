import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const supportStatusEnum = pgEnum('support_status', ['open', 'replied', 'closed']);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    message: text('message').notNull(),
    status: supportStatusEnum('status').notNull().default('open'),
    adminReply: text('admin_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_user_created_idx').on(t.userId, t.createdAt),
    index('support_messages_status_created_idx').on(t.status, t.createdAt),
    // The admin list of every message, newest first; and the conversations list, each user at their newest message
    // ((created_at, user_id) is that list's order and cursor).
    index('support_messages_created_idx').on(t.createdAt, t.id),
    index('support_messages_created_user_idx').on(t.createdAt, t.userId),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('support_messages_replied_by_idx').on(t.repliedBy).where(sql`${t.repliedBy} is not null`),
  ],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
