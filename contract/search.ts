import { z } from 'zod';
import {
  FEE_TYPES,
  FIND_CLASS_OPTIONS,
  NEARBY_RADII_KM,
  REQUIREMENT_CLASSES,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TUTOR_BOARDS,
} from './constants.ts';
import { formatMessage, MESSAGES } from './messages.ts';
import { PublicTutorCardSchema } from './tutor-profiles.ts';

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

/**
 * Orders of the teacher search. best: relevance to the free text, then verified, then rating; nearest: distance
 * from the point searched around (needs one); rating: highest first; fee_asc / fee_desc: by the fee in the unit
 * asked for (feeUnit), tutors without a fee in that unit last.
 */
export const SEARCH_SORTS = ['best', 'nearest', 'rating', 'fee_asc', 'fee_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Counting stops here: beyond it the count says "more than 1,000" (totalIsCapped). */
export const SEARCH_COUNT_CAP = 1000;
/** Public tutor search pages hold at most this many. */
export const PUBLIC_TUTORS_PAGE_MAX = 24;
/** How far around a typed place or a shared location a search reaches unless told (a city reaches its own size). */
export const DEFAULT_PLACE_RADIUS_KM = 10;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const RADIUS_INVALID = formatMessage('RADIUS_INVALID', { options: NEARBY_RADII_KM.join(', ') });
const TEACHER_CLASS_OPTIONS = [...REQUIREMENT_CLASSES, ...FIND_CLASS_OPTIONS] as unknown as [string, ...string[]];

/** The filters and orders of a teacher search, signed in (/api/search/teachers) or not (/api/tutors). */
const teacherFilters = {
  /** One find-page or teacher subject ('Science' means Physics, Chemistry or Biology), or several comma-separated. */
  subject: text(200),
  /** A class taught: 'Class 8' or the find page's '8th'. */
  class: z
    .enum(TEACHER_CLASS_OPTIONS, { error: MESSAGES.CLASS_FILTER_INVALID })
    .optional()
    .transform((v) => (v && !v.startsWith('Class ') ? `Class ${Number.parseInt(v, 10)}` : v)),
  board: z.enum(TUTOR_BOARDS).optional(),
  mode: z.enum(TEACHING_MODES).optional(),
  language: z.enum(TEACHING_LANGUAGES).optional(),
  /**
   * Fee range in rupees, inclusive. It applies to tutors whose fee is set in `feeUnit` (per month unless told: the
   * page says "per month" beside it); tutors who charge in another unit, or set no fee, are left out while a bound
   * is given. `feeUnit` also chooses the fee the fee sorts compare.
   */
  feeMin: z.coerce.number().int().min(0).max(10_000_000).optional(),
  feeMax: z.coerce.number().int().min(0).max(10_000_000).optional(),
  feeUnit: z.enum(FEE_TYPES).default('per_month'),
  /** Average review rating at least this (1–5); tutors not yet rated are left out. */
  minRating: z.coerce.number().min(1).max(5).optional(),
  sort: z.enum(SEARCH_SORTS).default('best'),
  /** A city, locality or 6-digit PIN code to search around (the offline geocoder); a place in the free text wins. */
  place: text(100),
  /** A point to search around (the browser's location), when no place is named. */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  /** How far around the place or point (km, one of the nearby radii); unless told, a place's own reach (10 km, a city its size). */
  radiusKm: z.coerce
    .number({ error: RADIUS_INVALID })
    .refine((r) => (NEARBY_RADII_KM as readonly number[]).includes(r), { message: RADIUS_INVALID })
    .optional(),
  cursor: z.string().max(200).optional(),
};

const feeRangeIsOrdered = (q: { feeMin?: number; feeMax?: number }) =>
  q.feeMin === undefined || q.feeMax === undefined || q.feeMin <= q.feeMax;
const feeRange = { message: MESSAGES.FEE_RANGE_INVALID, path: ['feeMin'] };

export const SearchTeachersQuerySchema = z
  .object({
    ...teacherFilters,
    /** Free text as people type it (see SearchUnderstoodSchema); the rest is matched typo-tolerantly. */
    search: text(100),
    /**
     * Legacy: a city, locality, state or PIN code. Without `place`, one the offline directory knows is searched as
     * `place` is (its area); anything else is matched as text against the teacher's saved address.
     */
    location: text(100),
    verified: z.enum(VERIFICATION_FILTERS).default('all'),
    /** Same as `subject` (comma-separated). */
    subjects: text(200),
    limit: z.coerce.number().int().min(1).max(100).default(24),
  })
  .refine(feeRangeIsOrdered, feeRange);
export type SearchTeachersQuery = z.infer<typeof SearchTeachersQuerySchema>;

export const SearchStudentsQuerySchema = z.object({
  /** Free text over name, class, school and subjects; typo-tolerant. */
  search: text(100),
  /** City, locality, state or PIN code, matched as text. */
  location: text(100),
  verified: z.enum(VERIFICATION_FILTERS).default('all'),
  /** '1st' … '12th' (spec §9), matching Class 1 … Class 12. */
  class: z.enum(FIND_CLASS_OPTIONS, { error: MESSAGES.CLASS_FILTER_INVALID }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
});
export type SearchStudentsQuery = z.infer<typeof SearchStudentsQuerySchema>;

/** GET /api/tutors: verified tutors for anyone, signed in or not. */
export const PublicTutorsQuerySchema = z
  .object({
    ...teacherFilters,
    /** Free text as people type it: 'ganit class 8 CBSE near Indiranagar'. */
    q: text(100),
    limit: z.coerce.number().int().min(1).max(PUBLIC_TUTORS_PAGE_MAX).default(PUBLIC_TUTORS_PAGE_MAX),
  })
  .refine(feeRangeIsOrdered, feeRange);
export type PublicTutorsQuery = z.infer<typeof PublicTutorsQuerySchema>;

/**
 * What the search read from the free text, echoed so the page can show it ("Mathematics · Class 8 · CBSE · near
 * Indiranagar, Bengaluru"). Subjects are find-page or teacher subjects; `place` is the place searched around
 * (from the text or the place field), with the reach used; `unknownPlace` a place asked for that was not found;
 * `text` what was left for free-text matching.
 */
export const SearchUnderstoodSchema = z
  .object({
    subjects: z.array(z.string()),
    classes: z.array(z.string()),
    boards: z.array(z.enum(TUTOR_BOARDS)),
    modes: z.array(z.enum(TEACHING_MODES)),
    languages: z.array(z.string()),
    place: z
      .object({ label: z.string(), latitude: z.number(), longitude: z.number(), radiusKm: z.number() })
      .nullable(),
    unknownPlace: z.string().nullable(),
    text: z.string(),
  })
  .meta({ id: 'SearchUnderstood' });
export type SearchUnderstood = z.infer<typeof SearchUnderstoodSchema>;

/** A real count: exact up to SEARCH_COUNT_CAP; beyond it `total` is the cap and `totalIsCapped` is true. */
const countFields = {
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  /** The distance limit in effect (km), null when the search is not limited to an area. */
  radiusKm: z.number().nullable(),
  understood: SearchUnderstoodSchema,
  /** The next page's cursor (also announced in the Link header), null on the last page. */
  nextCursor: z.string().nullable(),
};

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
    /** A verified teacher's public profile address segment (`/tutors/{slug}`); null for anyone else. */
    profileSlug: z.string().nullable(),
    subjects: z.array(z.string()),
    experience: z.string().nullable(),
    qualification: z.string().nullable(),
    bio: z.string().nullable(),
    /** Teachers: one line under the name. */
    headline: z.string().nullable(),
    /** Teachers: classes taught, boards, where lessons happen, languages taught in. */
    classes: z.array(z.string()),
    boards: z.array(z.enum(TUTOR_BOARDS)),
    teachingModes: z.array(z.enum(TEACHING_MODES)),
    languages: z.array(z.string()),
    locality: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pinCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isExactLocation: z.boolean(),
    /**
     * km from the point searched around (the place, the shared location or the viewer's saved one): exact to 0.1 km
     * with access to the exact point, else from the ~1 km cell, rounded up to 0.5 km. Null without both points.
     */
    distanceKm: z.number().nullable(),
    /** The viewer and this user have an accepted connection (reviews and exact location unlock). */
    isConnected: z.boolean(),
    class: z.string().nullable(),
    schoolName: z.string().nullable(),
    /** Teachers: the fee amount in rupees per `feeUnit` (named monthlyFee for the spec; per month by default). */
    monthlyFee: z.number().nullable(),
    feeUnit: z.enum(FEE_TYPES).nullable(),
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    likeCount: z.number().int(),
    likedByMe: z.boolean(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** GET /api/search/teachers and /students: a page of results with the real count. */
export const SearchPageSchema = z.object({ results: z.array(SearchResultSchema), ...countFields }).meta({ id: 'SearchPage' });
export type SearchPage = z.infer<typeof SearchPageSchema>;

/** GET /api/tutors: a page of public tutor cards with the real count. */
export const PublicTutorsPageSchema = z.object({ tutors: z.array(PublicTutorCardSchema), ...countFields }).meta({ id: 'PublicTutorsPage' });
export type PublicTutorsPage = z.infer<typeof PublicTutorsPageSchema>;
