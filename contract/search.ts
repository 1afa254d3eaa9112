import { z } from 'zod';
import { FIND_CLASS_OPTIONS } from './constants.ts';
import { MESSAGES } from './messages.ts';

export const VERIFICATION_FILTERS = ['all', 'verified', 'not_verified'] as const;

/**
 * Find-page subject options (spec §9) that are no single teacher subject: the teacher subjects each one stands for.
 * 'Science' is not on the registration list, so filtering on it literally would never match a teacher.
 */
export const FIND_SUBJECT_GROUPS: Readonly<Record<string, readonly string[]>> = {
  Science: ['Physics', 'Chemistry', 'Biology'],
};

/** The teacher subjects a subject filter matches: its group, or the subject itself. */
export const expandFindSubject = (subject: string): readonly string[] =>
  Object.hasOwn(FIND_SUBJECT_GROUPS, subject) ? FIND_SUBJECT_GROUPS[subject]! : [subject];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const common = {
  /** Free text over name, subjects, qualification and bio; typo-tolerant. */
  search: text(100),
  /** City, locality or PIN code. */
  location: text(100),
  verified: z.enum(VERIFICATION_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
};

export const SearchTeachersQuerySchema = z.object({
  ...common,
  /** One subject, or several comma-separated. */
  subject: text(200),
  subjects: text(200),
});
export type SearchTeachersQuery = z.infer<typeof SearchTeachersQuerySchema>;

export const SearchStudentsQuerySchema = z.object({
  ...common,
  /** '1st' … '12th' (spec §9), matching Class 1 … Class 12. */
  class: z.enum(FIND_CLASS_OPTIONS, { error: MESSAGES.CLASS_FILTER_INVALID }).optional(),
});
export type SearchStudentsQuery = z.infer<typeof SearchStudentsQuerySchema>;

/**
 * Search result (spec §3). The location follows the nearby rule: exact only with an accepted connection or the
 * user's opt-in; otherwise latitude/longitude are a ~1 km cell centre (or null without a verified location).
 */
export const SearchResultSchema = z
  .object({
    id: z.uuid(),
    userType: z.enum(['student', 'teacher']),
    name: z.string(),
    lastName: z.string().nullable(),
    profileImage: z.string().nullable(),
    isVerified: z.boolean(),
    isLocationVerified: z.boolean(),
    subjects: z.array(z.string()),
    experience: z.string().nullable(),
    qualification: z.string().nullable(),
    bio: z.string().nullable(),
    locality: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pinCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isExactLocation: z.boolean(),
    /** The viewer and this user have an accepted connection (reviews and exact location unlock). */
    isConnected: z.boolean(),
    class: z.string().nullable(),
    schoolName: z.string().nullable(),
    monthlyFee: z.number().nullable(),
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    likeCount: z.number().int(),
    likedByMe: z.boolean(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResultsSchema = z.array(SearchResultSchema);
