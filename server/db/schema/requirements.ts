import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userTypeEnum, users } from './users.ts';

export const requirementTypeEnum = pgEnum('requirement_type', ['online', 'offline', 'both']);
export const feeTypeEnum = pgEnum('fee_type', ['per_hour', 'per_day', 'per_month', 'per_subject']);

/** One active requirement per user: posting again replaces it. */
export const requirements = pgTable(
  'requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: userTypeEnum('user_type').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requirements_user_unique').on(t.userId),
    index('requirements_type_created_idx').on(t.userType, t.createdAt),
    index('requirements_type_contacts_idx').on(t.userType, t.contactCount),
    index('requirements_subjects_gin').using('gin', t.subjects),
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
  (t) => [primaryKey({ columns: [t.requirementId, t.userId] }), index('requirement_contacts_user_idx').on(t.userId)],
);
