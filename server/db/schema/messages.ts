import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const attachmentTypeEnum = pgEnum('attachment_type', ['image', 'other']);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    attachment: text('attachment'),
    attachmentType: attachmentTypeEnum('attachment_type'),
    isRead: boolean('is_read').notNull().default(false),
    isLiked: boolean('is_liked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's idempotency key: a retried send (after a lost connection) stores one message. */
    clientId: text('client_id'),
    /**
     * 'text': written by the sender. 'request': the connection request's message, placed in the conversation when it
     * is accepted; 'request_accepted': the acceptance, from the one who accepted. Both open the conversation.
     */
    kind: text('kind').$type<'text' | 'request' | 'request_accepted'>().notNull().default('text'),
  },
  (t) => [
    uniqueIndex('messages_sender_client_id_unique').on(t.fromUserId, t.clientId).where(sql`${t.clientId} is not null`),
    index('messages_pair_created_idx').on(t.fromUserId, t.toUserId, t.createdAt),
    index('messages_to_created_idx').on(t.toUserId, t.createdAt),
    // The whole platform's messages newest first: admin monitoring walks it to find the latest conversations.
    index('messages_created_idx').on(t.createdAt, t.id),
    check('messages_kind_known', sql`${t.kind} in ('text', 'request', 'request_accepted')`),
    index('messages_unread_idx').on(t.toUserId, t.fromUserId).where(sql`${t.isRead} = false`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** One row per open socket, so presence works across tabs and instances. */
export const socketConnections = pgTable(
  'socket_connections',
  {
    socketId: text('socket_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('socket_connections_user_idx').on(t.userId), index('socket_connections_instance_idx').on(t.instanceId)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Used by @socket.io/postgres-adapter for payloads too large for NOTIFY, when several instances share PostgreSQL. */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
