import { z } from 'zod';
import { MESSAGES } from './messages.ts';

export {
  ACCURACY_EXCELLENT_M,
  ACCURACY_GOOD_M,
  GEO_OPTIONS,
  LIVE_GREEN_M,
  LIVE_YELLOW_M,
  PIN_SETTER_CLOSE_MS,
  STRICT_MODE_MAX_ACCURACY_M,
} from './location-constants.ts';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

export const latitudeField = z
  .number({ error: MESSAGES.LATITUDE_INVALID })
  .finite(MESSAGES.LATITUDE_INVALID)
  .min(-90, MESSAGES.LATITUDE_INVALID)
  .max(90, MESSAGES.LATITUDE_INVALID);

export const longitudeField = z
  .number({ error: MESSAGES.LONGITUDE_INVALID })
  .finite(MESSAGES.LONGITUDE_INVALID)
  .min(-180, MESSAGES.LONGITUDE_INVALID)
  .max(180, MESSAGES.LONGITUDE_INVALID);

/** Location data (spec §3). Coordinates may arrive as strings from older clients. */
export const SaveLocationBodySchema = z
  .object({
    latitude: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), latitudeField),
    longitude: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), longitudeField),
    accuracy: z
      .number({ error: MESSAGES.ACCURACY_INVALID })
      .finite(MESSAGES.ACCURACY_INVALID)
      .min(0, MESSAGES.ACCURACY_INVALID)
      .max(100_000, MESSAGES.ACCURACY_TOO_LARGE)
      .optional()
      .nullable(),
    fullAddress: text(300),
    street: text(200),
    locality: text(120),
    city: text(100),
    state: text(100),
    pinCode: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, MESSAGES.PIN_CODE_HAS_SIX_DIGITS)
      .optional()
      .nullable()
      .transform((v) => (v ? v : undefined)),
  })
  .meta({ id: 'SaveLocationBody' });
export type SaveLocationBody = z.infer<typeof SaveLocationBodySchema>;
/** What a client sends (address parts optional). */
export type SaveLocationInput = z.input<typeof SaveLocationBodySchema>;

export const LiveLocationBodySchema = SaveLocationBodySchema.extend({
  isLiveSharing: z.boolean().optional(),
  mode: z.enum(['pin', 'live']).optional(),
}).meta({ id: 'LiveLocationBody' });
export type LiveLocationBody = z.infer<typeof LiveLocationBodySchema>;
export type LiveLocationInput = z.input<typeof LiveLocationBodySchema>;

/** The caller's own saved location. */
export const SavedLocationSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    accuracy: z.number().nullable(),
    fullAddress: z.string().nullable(),
    street: z.string().nullable(),
    locality: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pinCode: z.string().nullable(),
    mode: z.enum(['pin', 'live']),
    isLiveSharing: z.boolean(),
    isLocationVerified: z.literal(true),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedLocation' });
export type SavedLocation = z.infer<typeof SavedLocationSchema>;

export const SaveLocationResponseSchema = z.object({ message: z.string(), location: SavedLocationSchema });
export type SaveLocationResponse = z.infer<typeof SaveLocationResponseSchema>;

export const LocationVisibilityBodySchema = z
  .object({ showExactLocation: z.boolean({ error: 'showExactLocation must be true or false' }) })
  .meta({ id: 'LocationVisibilityBody' });
export type LocationVisibilityBody = z.infer<typeof LocationVisibilityBodySchema>;

/** Public map settings (tiles are configurable; the page stays useful when they cannot load). */
export const PublicConfigSchema = z.object({
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
