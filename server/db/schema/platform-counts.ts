import { bigint, bigserial, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The landing page's platform figures (contract/stats.ts), kept by the database instead of counted on every refresh:
 * counting every user, review and answered request reads millions of rows at national size.
 * Triggers on users, children, reviews and connection_requests (migration 0032) append each statement's change of a
 * count to `platform_count_changes`: an insert, so concurrent writers never wait on one counter row. Reading the
 * figures folds the changes into `platform_counts` (server/modules/stats/stats.repository.ts). Decision 031.
 */
export const platformCounts = pgTable('platform_counts', {
  counter: text('counter').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const platformCountChanges = pgTable('platform_count_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  counter: text('counter').notNull(),
  delta: bigint('delta', { mode: 'number' }).notNull(),
});
