import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, numeric, pgTable, point, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FEE_TYPES } from '../../../contract/constants.ts';
import { users } from './users.ts';

/**
 * The public tutor search's own compact copy of what it filters and orders by: one row per listed tutor (a
 * KYC-verified, unbanned teacher), kept by database triggers on users, teacher_profiles and user_locations
 * (migration 0023), never written by code. A search reads only these narrow rows, near each other on disk, then
 * fetches the page's cards; before, it read a location, a profile and a user for every tutor in the area.
 * Free text is matched in a table beside it (public_tutor_search_text), which keeps these rows narrow (~100 bytes).
 * Holds no exact point: only the tutor's ~1 km privacy cell.
 */
interface OrderKeyColumns {
  userId: AnyPgColumn;
  rating: AnyPgColumn;
  fee: AnyPgColumn;
}

/** The first `bits` bits of the id (a multiple of 4), as an integer: the id's order for ties, to that precision. */
const idPrefix = (c: OrderKeyColumns, bits: number) => sql`('x' || substr(replace(${c.userId}::text, '-', ''), 1, ${sql.raw(String(bits / 4))}))::bit(${sql.raw(String(bits))})::int8`;
/** The rating in hundredths, 0 without one (below every real rating, 100 to 500). */
const ratingHundredths = (c: OrderKeyColumns) => sql`(coalesce(${c.rating}, 0) * 100)::int8`;

/**
 * A public order as one float8, exact below 2^53, for the area indexes: walking a key away from its `target` (KNN,
 * `<->`) is the order (rating desc nulls last, then the id; or the fee, then the rating, then the id), except between
 * tutors whose ids share the prefix the key holds (44 bits for rating, 20 for fees: fees up to 10,000,000 take 24).
 * A walk that meets two equal keys cannot tell their order and reads the area in full instead.
 */
export const orderKeys = {
  rating: (c: OrderKeyColumns) => sql`((${ratingHundredths(c)} * 17592186044416 + (17592186044415 - ${idPrefix(c, 44)}))::float8)`,
  feeAscending: (c: OrderKeyColumns) => sql`((${c.fee}::int8 * 536870912 + (500 - ${ratingHundredths(c)}) * 1048576 + ${idPrefix(c, 20)})::float8)`,
  feeDescending: (c: OrderKeyColumns) => sql`((${c.fee}::int8 * 536870912 + ${ratingHundredths(c)} * 1048576 + (1048575 - ${idPrefix(c, 20)}))::float8)`,
  /** What each key is walked away from: the lowest key for fee ascending, above the highest for the others. */
  targets: { rating: 9007199254740992, feeAscending: 0, feeDescending: 9007199254740992 },
};

/** The cell as a degenerate box: what the area indexes hold, and what a walk of them tests against the area's box. */
export const cellBox = (c: { cell: AnyPgColumn }) => sql`box(${c.cell}, ${c.cell})`;

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
    index('public_tutor_search_rating_idx').on(sql`${t.rating} desc nulls last`, t.userId),
    index('public_tutor_search_fee_asc_idx').on(t.feeUnit, t.fee, sql`${t.rating} desc nulls last`, t.userId).where(sql`${t.fee} is not null`),
    // An area's page in rating or fee order: the order as one number (orderKeys) and the cell in a GiST (btree_gist),
    // walked in the order's direction (KNN) with the area's box checked inside the index, so a city of 50,000 tutors
    // yields its first page after a few thousand index entries and about the page's rows (migration 0025). The key
    // leads: with the cell first the tree is split by place, and every part of a city holds every rating. The cell is
    // held as a box (cellBox), which a plain `cell <@ box` cannot match: for those the cell index is far better.
    index('public_tutor_search_area_rating').using('gist', orderKeys.rating(t), cellBox(t)),
    index('public_tutor_search_area_fee_asc').using('gist', orderKeys.feeAscending(t), cellBox(t)).where(sql`${t.fee} is not null`),
    index('public_tutor_search_area_fee_desc').using('gist', orderKeys.feeDescending(t), cellBox(t)).where(sql`${t.fee} is not null`),
    index('public_tutor_search_fee_desc_idx')
      .on(t.feeUnit, sql`${t.fee} desc`, sql`${t.rating} desc nulls last`, t.userId)
      .where(sql`${t.fee} is not null`),
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
