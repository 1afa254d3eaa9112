import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, numeric, pgTable, point, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { TEACHER_SUBJECTS, type FEE_TYPES } from '../../../contract/constants.ts';
import { users } from './users.ts';

/**
 * The public tutor search's own compact copy of what it filters and orders by: one row per listed tutor (a
 * KYC-verified, unbanned teacher), kept by database triggers on users, teacher_profiles and user_locations
 * (migration 0023), never written by code. A search reads only these narrow rows, near each other on disk, then
 * fetches the page's cards; before, it read a location, a profile and a user for every tutor in the area.
 * Free text is matched in a table beside it (public_tutor_search_text), which keeps these rows narrow (~100 bytes).
 * Holds no exact point: only the tutor's ~1 km privacy cell.
 */
/**
 * The cell as a degenerate box: how an area's walk along an order index tests the area (on the cell the index
 * carries). A plain `cell <@ box` would offer the planner the cell index, which reads the whole area and sorts it.
 */
export const cellBox = (c: { cell: AnyPgColumn }) => sql`box(${c.cell}, ${c.cell})`;

/** A subject's bit in facet_bits (subjects come first, in TEACHER_SUBJECTS' order: search-vocabulary.ts). */
export const subjectMask = (bit: number) => 1n << BigInt(bit);
/** The name of a subject's cell index: public_tutor_search_cell_ and the subject in lower case, words joined by _. */
export const subjectCellIndexName = (subject: string) => `public_tutor_search_cell_${subject.toLowerCase().replace(/[^a-z]+/g, '_')}`;

export const publicTutorSearch = pgTable(
  'public_tutor_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The centre of the tutor's privacy cell on the nearby plane (nearby_cell_point); null without a location. */
    cell: point('cell', { mode: 'tuple' }),
    /** The same cell centre in degrees, for great-circle distances. */
    cellLatitude: doublePrecision('cell_latitude'),
    cellLongitude: doublePrecision('cell_longitude'),
    /**
     * The profile's lists as bit sets over the contract's vocabularies (bit i: the i-th value of TEACHER_SUBJECTS,
     * STUDENT_CLASS_OPTIONS, TUTOR_BOARDS, TEACHING_MODES, TEACHING_LANGUAGES; the database's copy of them is
     * public_tutor_search_vocabulary(), checked against the contract by a test). A filter is one AND per row instead
     * of unpacking a text array, about 7 times faster on the embedded database.
     */
    subjectBits: integer('subject_bits').notNull(),
    classBits: integer('class_bits').notNull(),
    boardBits: integer('board_bits').notNull(),
    modeBits: integer('mode_bits').notNull(),
    languageBits: integer('language_bits').notNull(),
    /**
     * The five bit sets in one number, each at its offset (FACET_OFFSETS: subjects from bit 0, classes from 20, boards
     * from 38, modes from 43, languages from 46), for the covering cell indexes: a search filters on this one column,
     * and every column an index-only scan carries costs it time per tutor read (12 → 8 columns: at 1M users, place searches 0.3–0.8 ms faster).
     */
    facetBits: bigint('facet_bits', { mode: 'bigint' })
      .notNull()
      .generatedAlwaysAs(
        sql`subject_bits::int8 | (class_bits::int8 << 20) | (board_bits::int8 << 38) | (mode_bits::int8 << 43) | (language_bits::int8 << 46)`,
      ),
    feeUnit: text('fee_unit').$type<(typeof FEE_TYPES)[number]>().notNull(),
    fee: integer('fee'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull(),
  },
  (t) => [
    // Covering (migration 0034, written by hand: Drizzle has no INCLUDE): the index also holds user_id and every
    // column below that a search filters on or returns, so an area's matches are read from the index alone.
    index('public_tutor_search_cell_knn').using('spgist', t.cell),
    // The same, covering, for the tutors with reviews: what a minimum-rating filter reads.
    index('public_tutor_search_reviewed_cell').using('spgist', t.cell).where(sql`${t.reviewCount} > 0`),
    // The orders (rating; fee in a unit, each way), covering (migration 0036, by hand: Drizzle has no INCLUDE): a walk
    // along one tests the area and the filters on what the index carries and stops after the page, for all India and,
    // past the count's cap, for an area (a big city: a few hundred entries; an area just past the cap, under 8,000).
    index('public_tutor_search_rating_idx').on(sql`${t.rating} desc nulls last`, t.userId),
    index('public_tutor_search_fee_asc_idx').on(t.feeUnit, t.fee, sql`${t.rating} desc nulls last`, t.userId).where(sql`${t.fee} is not null`),
    index('public_tutor_search_fee_desc_idx')
      .on(t.feeUnit, sql`${t.fee} desc`, sql`${t.rating} desc nulls last`, t.userId)
      .where(sql`${t.fee} is not null`),
    // One cell index per subject, covering like the first (migration 0039, by hand): a search for a subject reads only
    // its tutors in the area. Proving "more than 1,000" maths tutors with three more filters in a Bengaluru locality
    // read 31,600 entries of the whole cell index (9.7 ms at 10M users), 3,150 of the subject's (2.0 ms).
    ...TEACHER_SUBJECTS.map((subject, bit) =>
      index(subjectCellIndexName(subject)).using('spgist', t.cell).where(sql`(${t.facetBits} & ${sql.raw(String(subjectMask(bit)))}::int8) <> 0`),
    ),
  ],
);

/**
 * The listed tutors' search text (users.search_text), kept by the same triggers: a free-text search reads the
 * trigram index and these rows, never the million rows of users (a common surname matches 4 % of them).
 */
export const publicTutorSearchText = pgTable(
  'public_tutor_search_text',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('public_tutor_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/**
 * The signed-in Find's compact copy of every unbanned teacher, verified or not (students also find teachers who have
 * not passed KYC yet, marked as such): what it filters and orders by, kept by database triggers on users,
 * teacher_profiles and user_locations (migration 0038), never written by code. The same columns as
 * public_tutor_search, plus whether KYC approved them and when they joined (the signed-in order: verified first,
 * then rating, then newest). Free text is matched on users.search_text.
 */
export const teacherSearch = pgTable(
  'teacher_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** The centre of the teacher's privacy cell on the nearby plane (nearby_cell_point); null without a location. */
    cell: point('cell', { mode: 'tuple' }),
    cellLatitude: doublePrecision('cell_latitude'),
    cellLongitude: doublePrecision('cell_longitude'),
    /** The profile's five lists as bit sets in one number, as public_tutor_search.facet_bits. */
    facetBits: bigint('facet_bits', { mode: 'bigint' }).notNull(),
    feeUnit: text('fee_unit').$type<(typeof FEE_TYPES)[number]>().notNull(),
    fee: integer('fee'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull(),
  },
  (t) => [
    // Covering (written by hand in migration 0038: Drizzle has no INCLUDE): an area's teachers are read from the index alone.
    index('teacher_search_cell').using('spgist', t.cell),
    // The best-match order without free text, covering (by hand in 0038): a walk along it stops after the page.
    index('teacher_search_order_idx').on(sql`${t.verified} desc`, sql`${t.rating} desc nulls last`, sql`${t.joinedAt} desc`, t.userId),
  ],
);
