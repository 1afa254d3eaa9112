import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { children } from './families.ts';
import { users } from './users.ts';

export const requestStatusEnum = pgEnum('request_status', ['pending', 'accepted', 'rejected']);

export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: requestStatusEnum('status').notNull().default('pending'),
    message: text('message'),
    /** A parent's request made for one of their children. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    /** One pending request per pair, whichever side sent it (per child, for a parent asking for several children). */
    uniqueIndex('connection_requests_pending_pair_child_unique')
      .on(
        sql`least(${t.fromUserId}, ${t.toUserId})`,
        sql`greatest(${t.fromUserId}, ${t.toUserId})`,
        sql`coalesce(${t.childId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.status} = 'pending'`),
    index('connection_requests_to_idx').on(t.toUserId, t.status, t.createdAt),
    index('connection_requests_from_idx').on(t.fromUserId, t.status, t.createdAt),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('connection_requests_child_idx').on(t.childId).where(sql`${t.childId} is not null`),
  ],
);
export type ConnectionRequestRow = typeof connectionRequests.$inferSelect;

/** After a block neither side can message or request the other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blocks_pair_unique').on(t.blockerId, t.blockedId), index('blocks_blocked_idx').on(t.blockedId)],
);

export const reportResolutionEnum = pgEnum('report_resolution', ['dismissed', 'warned', 'banned']);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: reportResolutionEnum('resolution'),
    /** The admin's note, the warning sent or the ban reason. */
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The admin queue pages open reports oldest first and resolved ones latest resolved first, each on its own index.
    index('reports_open_created_idx').on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
    index('reports_resolved_idx').on(t.resolvedAt, t.id).where(sql`${t.resolvedAt} is not null`),
    index('reports_reported_idx').on(t.reportedUserId), index('reports_reporter_idx').on(t.reporterId),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('reports_resolved_by_idx').on(t.resolvedBy).where(sql`${t.resolvedBy} is not null`),
  ],
);
