import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, json, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const locationModeEnum = pgEnum('location_mode', ['pin', 'live']);
/** The nearby list a location appears in: students, or KYC-verified teachers; null for none (banned, unverified). */
export const nearbyListEnum = pgEnum('nearby_list', ['student', 'teacher']);

/** user_locations.nearby_card, as the trigger writes it; timestamps are epoch milliseconds. */
export interface NearbyCard {
  id: string;
  firstName: string;
  lastName: string | null;
  profileImage: string | null;
  isVerified: boolean;
  isOnline: boolean;
  lastSeenAt: number | null;
  showExactLocation: boolean;
  latitude: number;
  longitude: number;
  fullAddress: string | null;
  locality: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  isLiveSharing: boolean;
  locationUpdatedAt: number;
  /** Teachers. */
  subjects: string[] | null;
  experience: string | null;
  qualification: string | null;
  rating: number | null;
  reviewCount: number | null;
  monthlyFee: number | null;
  /** Students. */
  studentClass: string | null;
  preferredSubjects: string[] | null;
  budgetMin: number | null;
  budgetMax: number | null;
}

/**
 * A user's verified home point. The exact point never leaves the server except to its owner
 * (and, later, to a connected user); a partial SP-GiST index per nearby list on the point's Mercator projection
 * (nearby_point) serves KNN nearby queries.
 */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    fullAddress: text('full_address'),
    street: text('street'),
    locality: text('locality'),
    city: text('city'),
    state: text('state'),
    pinCode: text('pin_code'),
    mode: locationModeEnum('mode').notNull().default('pin'),
    isLiveSharing: boolean('is_live_sharing').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Denormalised from users (type, KYC verification, ban) by database triggers (migration 0004), so each nearby
     * list has a partial KNN index holding only its members and a KNN walk never skips ineligible rows.
     */
    listedAs: nearbyListEnum('listed_as'),
    /**
     * What a nearby list shows of this user, built by a database trigger (migration 0007) from this row, the user and
     * their profile, and rebuilt whenever one of those fields changes, so the KNN walk reads one row per user. Holds
     * the exact point and address: the nearby presenter decides what a viewer receives. Never written by code.
     */
    nearbyCard: json('nearby_card').$type<NearbyCard>(),
  },
  (t) => [
    // nearby_point(): the point on a Mercator plane (migration 0009); SP-GiST: a quadtree, no overlapping pages.
    index('user_locations_students_knn')
      .using('spgist', sql`nearby_point(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.listedAs} = 'student'`),
    index('user_locations_teachers_knn')
      .using('spgist', sql`nearby_point(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.listedAs} = 'teacher'`),
    // The teacher search (migration 0021): the centre of each listed teacher's ~1 km privacy cell on the same plane,
    // so an area search and an order by distance never measure to the exact point, and still walk an index.
    index('user_locations_teachers_cell_knn')
      .using('spgist', sql`nearby_cell_point(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.listedAs} = 'teacher'`),
    index('user_locations_pin_idx').on(t.pinCode),
  ],
);
export type UserLocationRow = typeof userLocations.$inferSelect;
