import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const locationModeEnum = pgEnum('location_mode', ['pin', 'live']);

/**
 * A user's verified home point. The exact point never leaves the server except to its owner
 * (and, later, to a connected user); the GiST index on ll_to_earth serves KNN nearby queries.
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
  },
  (t) => [
    index('user_locations_earth_gist').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('user_locations_city_idx').on(sql`lower(${t.city})`),
    index('user_locations_pin_idx').on(t.pinCode),
  ],
);
export type UserLocationRow = typeof userLocations.$inferSelect;
