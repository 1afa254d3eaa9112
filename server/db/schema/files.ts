import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const uploadKindEnum = pgEnum('upload_kind', ['profile', 'chat']);

/** Public images this server issued, so a message attachment can be checked against its sender. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull().unique(),
    kind: uploadKindEnum('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

export const kycSubmissionStatusEnum = pgEnum('kyc_submission_status', ['under_review', 'approved', 'rejected']);

/** Identity documents live outside the public uploads; only admins may read them. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aadhaarFile: text('aadhaar_file').notNull(),
    panFile: text('pan_file').notNull(),
    selfieFile: text('selfie_file').notNull(),
    status: kycSubmissionStatusEnum('status').notNull().default('under_review'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_teacher_idx').on(t.teacherId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
    // Deleting the row it points at checks this key: without the index, a read of the whole table (foreign-key-indexes.test.ts).
    index('kyc_submissions_reviewed_by_idx').on(t.reviewedBy).where(sql`${t.reviewedBy} is not null`),
  ],
);
