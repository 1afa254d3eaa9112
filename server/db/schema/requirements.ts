import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { children } from './families.ts';
import { userTypeEnum, users } from './users.ts';

export const requirementTypeEnum = pgEnum('requirement_type', ['online', 'offline', 'both']);
export const feeTypeEnum = pgEnum('fee_type', ['per_hour', 'per_day', 'per_month', 'per_subject']);

/** One active requirement per user (per child for a parent): posting again replaces it. */
export const requirements = pgTable(
  'requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The side the requirement is for: a parent's requirement (for a child) is a 'student' one. */
    userType: userTypeEnum('user_type').notNull(),
    /** A parent's requirement for one of their children. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    title: text('title'),
    description: text('description'),
    subjects: text('subjects').array().notNull(),
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
    location: text('location').notNull(),
    city: text('city'),
    state: text('state'),
    pinCode: text('pin_code'),
    street: text('street'),
    village: text('village'),
    type: requirementTypeEnum('type').notNull().default('both'),
    fee: integer('fee'),
    feeType: feeTypeEnum('fee_type').notNull().default('per_month'),
    contactCount: integer('contact_count').notNull().default(0),
    /**
     * The poster's verified point, copied from user_locations by database triggers (migration 0006) so the 'nearby'
     * sort is a KNN walk of this table's GiST index; null while the poster has no verified location (Anonymous).
     * Never sent as is: the presenter snaps it unless the viewer may see it exactly.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Lower-case subjects, title, description and place, kept by a trigger, for the trigram-indexed free-text filter. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requirements_user_child_unique').on(t.userId, sql`coalesce(${t.childId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
    index('requirements_type_created_idx').on(t.userType, t.createdAt),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('requirements_child_idx').on(t.childId).where(sql`${t.childId} is not null`),
    // Sort orders walk these in order: recent, popular (most contacted, then newest), budget (by fee, then newest).
    index('requirements_type_contacts_idx').on(t.userType, t.contactCount, t.createdAt),
    index('requirements_type_fee_idx').on(t.userType, t.fee, t.createdAt),
    index('requirements_subjects_gin').using('gin', t.subjects),
    index('requirements_earth_gist').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('requirements_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
export type RequirementRow = typeof requirements.$inferSelect;

export const requirementContacts = pgTable(
  'requirement_contacts',
  {
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requirementId, t.userId] }),
    index('requirement_contacts_user_idx').on(t.userId),
    /** Featured requirements rank by contacts of the last 30 days: a range scan of this index. */
    index('requirement_contacts_created_idx').on(t.createdAt),
  ],
);
