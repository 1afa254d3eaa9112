import { z } from 'zod';
import { NEARBY_DEFAULT_RADIUS_KM, NEARBY_HOME_RADIUS_KM, NEARBY_RADII_KM } from './constants.ts';
import { formatMessage } from './messages.ts';

const RADIUS_INVALID = formatMessage('RADIUS_INVALID', { options: NEARBY_RADII_KM.join(', ') });

export const RadiusSchema = z.coerce
  .number({ error: RADIUS_INVALID })
  .refine((r): r is (typeof NEARBY_RADII_KM)[number] => (NEARBY_RADII_KM as readonly number[]).includes(r), {
    message: RADIUS_INVALID,
  });

export const NearbyQuerySchema = z.object({
  /** The type to find; it must be the opposite of the viewer's (defaults to it). */
  userType: z.enum(['student', 'teacher']).optional(),
  radius: RadiusSchema.default(NEARBY_DEFAULT_RADIUS_KM),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type NearbyQuery = z.infer<typeof NearbyQuerySchema>;

/** GET /api/nearby-users (the home panel): the viewer's opposite type within `radius`, 50 km unless asked. */
export const HomeNearbyQuerySchema = NearbyQuerySchema.omit({ userType: true }).extend({ radius: RadiusSchema.default(NEARBY_HOME_RADIUS_KM) });
/** GET /api/nearby-users/{radius}: the same as `?radius=` (a client whose data loader builds paths from query keys). */
export const HomeNearbyParamsSchema = z.object({ radius: RadiusSchema });
export const HomeNearbyPageQuerySchema = HomeNearbyQuerySchema.omit({ radius: true });

/**
 * Nearby user (spec §3). `latitude`/`longitude` are exact only when `isExactLocation` is true (an accepted
 * connection, or the user opted in); otherwise they are the centre of a ~1 km grid cell and `fullAddress` is null,
 * and `distance` is rounded up to the next 0.5 km.
 */
export const NearbyUserSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    profileImage: z.string().nullable(),
    userType: z.enum(['student', 'teacher']),
    isLocationVerified: z.literal(true),
    isVerified: z.boolean(),
    /** The public tutor profile's slug (`/tutors/{profileSlug}`): a KYC-approved teacher's; null for everyone else. */
    profileSlug: z.string().nullable(),
    isPremium: z.boolean(),
    experience: z.string().nullable(),
    qualification: z.string().nullable(),
    class: z.string().nullable(),
    subjects: z.array(z.string()),
    distance: z.number(),
    locality: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pinCode: z.string().nullable(),
    currentLocation: z.object({ city: z.string().nullable(), state: z.string().nullable() }),
    fullAddress: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    isExactLocation: z.boolean(),
    /** The viewer and this user have an accepted connection. */
    isConnected: z.boolean(),
    isLiveSharing: z.boolean(),
    lastLocationUpdate: z.iso.datetime(),
    isOnline: z.boolean(),
    lastSeen: z.iso.datetime().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** Teachers: rupees per month (null when not set). */
    monthlyFee: z.number().int().nullable(),
    /** Students: rupees per month (null when not set). */
    budgetMin: z.number().int().nullable(),
    budgetMax: z.number().int().nullable(),
  })
  .meta({ id: 'NearbyUser' });
export type NearbyUser = z.infer<typeof NearbyUserSchema>;

export const NearbyUsersResponseSchema = z.array(NearbyUserSchema);
