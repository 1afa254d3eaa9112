import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A child a parent (guardian) manages: a student profile without a login of its own, or linked to the child's own
 * student account (`studentUserId`, ages 13–17) once the guardian confirmed it. Requests, requirements and chats a
 * parent makes carry the child they are for.
 */
export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    class: text('class').notNull(),
    schoolName: text('school_name'),
    /** Either a date of birth or an age band ('under_13', '13_15', '16_17'). */
    birthDate: date('birth_date', { mode: 'string' }),
    ageBand: text('age_band').$type<'under_13' | '13_15' | '16_17'>(),
    /** The child's own student account, linked after the guardian confirmed it. */
    studentUserId: uuid('student_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('children_guardian_idx').on(t.guardianId, t.createdAt),
    uniqueIndex('children_student_user_unique').on(t.studentUserId),
    check('children_age_band_known', sql`${t.ageBand} is null or ${t.ageBand} in ('under_13', '13_15', '16_17')`),
  ],
);
export type ChildRow = typeof children.$inferSelect;

/**
 * Verifiable parental consent (DPDP Act s.9, DPDP Rules 2025 r.10), one row per request for consent: who asked for
 * whom, which guardian answered, when, how the adult was verified, for which purpose, and when it was withdrawn.
 * Only the SHA-256 of an emailed link's token is kept.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The child's own student account (a 13–17-year-old who registered), if any. */
    studentUserId: uuid('student_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The guardian's child record, once there is one. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    /** Where the link was sent (as the child typed it). */
    guardianEmail: text('guardian_email').notNull(),
    /** The adult account that confirmed (or created the child). */
    guardianUserId: uuid('guardian_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').unique(),
    status: text('status').$type<'pending' | 'granted' | 'withdrawn'>().notNull().default('pending'),
    purpose: text('purpose').notNull().default('tutoring_marketplace'),
    /** How the adult was verified: 'email_link_signed_in_adult' or 'guardian_added_child'. */
    verificationMethod: text('verification_method'),
    /** Evidence kept with the grant: the guardian account's verified email at that moment, IP address, user agent. */
    evidence: text('evidence'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('guardian_consents_student_idx').on(t.studentUserId, t.requestedAt),
    index('guardian_consents_child_idx').on(t.childId),
    index('guardian_consents_guardian_idx').on(t.guardianUserId),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('guardian_consents_withdrawn_by_idx').on(t.withdrawnBy).where(sql`${t.withdrawnBy} is not null`),
    check('guardian_consents_status_known', sql`${t.status} in ('pending', 'granted', 'withdrawn')`),
  ],
);
export type GuardianConsentRow = typeof guardianConsents.$inferSelect;

/**
 * Email verification links (after registration and after an email change). Only the SHA-256 of the token is kept;
 * a link verifies exactly the address it was sent to, once.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId), index('email_verifications_expires_idx').on(t.expiresAt)],
);
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
