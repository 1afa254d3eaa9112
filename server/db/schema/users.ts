import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../contract/users.ts';

export const userTypeEnum = pgEnum('user_type', ['student', 'teacher', 'admin', 'parent']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    mobile: text('mobile'),
    profileImage: text('profile_image'),
    /** Set only by an approved KYC submission. */
    isVerified: boolean('is_verified').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(false),
    /** Opt-in: nearby verified users see the exact point instead of a ~1 km grid cell. */
    showExactLocation: boolean('show_exact_location').notNull().default(false),
    /** The UI language the user chose ('en' | 'hi'); null: none chosen, the browser's language applies. */
    language: text('language').$type<Language>(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    /** Lower-case name, subjects, qualification, bio (teachers) or school and class (students), for trigram search. */
    searchText: text('search_text').notNull().default(''),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** When the user opened the link sent to `email`; null: unverified (can browse, cannot contact anyone). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A student's date of birth, when given (registration or the in-app age prompt). */
    birthDate: date('birth_date', { mode: 'string' }),
    /** When the user declared "I am 18 or older" instead of a date of birth. */
    adultDeclaredAt: timestamp('adult_declared_at', { withTimezone: true }),
    /**
     * A student under 18 with a login of their own: 'pending' until a guardian confirms (hidden, cannot contact or
     * share a location), 'granted' after, 'withdrawn' once the guardian revokes (hidden again). Null: not needed
     * (adults, teachers, parents). Kept by the consent service beside the guardian_consents rows that prove it.
     */
    guardianConsent: text('guardian_consent').$type<'pending' | 'granted' | 'withdrawn'>(),
    /** When the account, unused for ACCOUNT_RETENTION_DAYS, was told by email that it will be erased (null: not told). */
    retentionNoticeSentAt: timestamp('retention_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_language_known', sql`${t.language} is null or ${t.language} in ('en', 'hi')`),
    check('users_guardian_consent_known', sql`${t.guardianConsent} is null or ${t.guardianConsent} in ('pending', 'granted', 'withdrawn')`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_type_created_idx').on(t.userType, t.createdAt),
    /**
     * The admin's user list, newest first across every type (keyset on created_at, id): walked backwards, it stops
     * after the page; without it the list sorted every user (110 ms at 200,000 users on PostgreSQL).
     */
    index('users_created_idx').on(t.createdAt, t.id),
    /**
     * The retention job's walk (account-retention.repository.ts): accounts by when they were last seen (or made),
     * oldest first, so a daily look at ten million users reads the few it acts on, not every row.
     */
    index('users_last_seen_or_created_idx')
      .on(sql`greatest(${t.createdAt}, ${t.lastSeenAt})`)
      .where(sql`${t.userType} <> 'admin'`),
    /** The banned few: the dashboard's always-exact count of them reads this, not every user. */
    index('users_banned_idx').on(t.bannedAt).where(sql`${t.bannedAt} is not null`),
    /** Accounts told of their erasure, by when (the job's second look). */
    index('users_retention_notice_idx').on(t.retentionNoticeSentAt).where(sql`${t.retentionNoticeSentAt} is not null`),
    index('users_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** Admin search by name or email: a trigram index on the expression `adminSearchKey` builds. */
    index('users_admin_search_trgm').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || coalesce(${t.lastName}, '') || ' ' || ${t.email})) gin_trgm_ops`,
    ),
  ],
);
export type UserRow = typeof users.$inferSelect;
