import { z } from 'zod';
import { FEE_TYPES, PRICE_BANDS, REQUIREMENT_CLASSES, REQUIREMENT_SUBJECTS, REQUIREMENT_TYPES } from './constants.ts';
import { childIdField, ForChildSchema } from './families.ts';
import { formatMessage, MESSAGES } from './messages.ts';

export const REQUIREMENT_SORTS = ['recent', 'popular', 'nearby', 'budget', 'best'] as const;
export const REQUIREMENT_VERIFIED_FILTERS = ['all', 'verified'] as const;
export const ANONYMOUS_NAME = 'Anonymous';
export const REQUIREMENT_DESCRIPTION_MAX = 1_000;
export const REQUIREMENT_FEE_MAX = 10_000_000;

type TooLong = 'TITLE_TOO_LONG' | 'DESCRIPTION_TOO_LONG' | 'CITY_TOO_LONG' | 'STATE_TOO_LONG' | 'STREET_TOO_LONG' | 'VILLAGE_TOO_LONG' | 'SEARCH_TOO_LONG' | 'LOCATION_TOO_LONG';

const optional = (max: number, tooLong: TooLong) =>
  z
    .string()
    .trim()
    .max(max, formatMessage(tooLong, { max }))
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * POST /api/requirements (spec §5). `classes` only for teachers (the server refuses them from students). The fee
 * is a positive whole number of rupees or absent; an empty value becomes absent.
 */
export const CreateRequirementBodySchema = z
  .object({
    title: optional(120, 'TITLE_TOO_LONG'),
    description: optional(REQUIREMENT_DESCRIPTION_MAX, 'DESCRIPTION_TOO_LONG'),
    subjects: z
      .array(z.enum(REQUIREMENT_SUBJECTS as [string, ...string[]], { error: MESSAGES.SUBJECTS_CHOOSE_FROM_LIST }), {
        error: MESSAGES.SUBJECT_REQUIRED,
      })
      .min(1, MESSAGES.SUBJECT_REQUIRED)
      .max(REQUIREMENT_SUBJECTS.length),
    classes: z
      .array(z.enum(REQUIREMENT_CLASSES as [string, ...string[]], { error: MESSAGES.CLASSES_CHOOSE_FROM_LIST }))
      .max(REQUIREMENT_CLASSES.length)
      .default([]),
    location: z
      .string({ error: MESSAGES.LOCATION_REQUIRED })
      .trim()
      .min(1, MESSAGES.LOCATION_REQUIRED)
      .max(120, formatMessage('LOCATION_TOO_LONG', { max: 120 })),
    city: optional(80, 'CITY_TOO_LONG'),
    state: optional(80, 'STATE_TOO_LONG'),
    pinCode: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, MESSAGES.PIN_CODE_SIX_DIGITS)
      .optional()
      .transform((v) => (v ? v : undefined)),
    street: optional(120, 'STREET_TOO_LONG'),
    village: optional(80, 'VILLAGE_TOO_LONG'),
    type: z.enum(REQUIREMENT_TYPES, { error: MESSAGES.REQUIREMENT_TYPE_INVALID }).default('both'),
    fee: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .number({ error: MESSAGES.FEE_NOT_NUMBER })
        .int(MESSAGES.FEE_NOT_WHOLE)
        .positive(MESSAGES.FEE_NOT_POSITIVE)
        .max(REQUIREMENT_FEE_MAX, MESSAGES.FEE_TOO_LARGE)
        .optional(),
    ),
    feeType: z.enum(FEE_TYPES, { error: MESSAGES.FEE_TYPE_INVALID }).default('per_month'),
    /** A parent posts for one of their children (optional with exactly one child); one requirement per child. */
    childId: childIdField,
  })
  .meta({ id: 'CreateRequirementBody' });

/** DELETE /api/requirements and GET /api/requirements/my: a parent names the child (optional with exactly one). */
export const OwnRequirementQuerySchema = z.object({ childId: childIdField });
export type CreateRequirementBody = z.input<typeof CreateRequirementBodySchema>;

const commaList = z
  .string()
  .max(400)
  .optional()
  .transform((v) => (v ? [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))] : []));

export const RequirementsQuerySchema = z.object({
  /** Free text over subjects, title, description and place. */
  search: optional(100, 'SEARCH_TOO_LONG'),
  /** Locality, city or PIN code. */
  location: optional(100, 'LOCATION_TOO_LONG'),
  subjects: commaList,
  verified: z.enum(REQUIREMENT_VERIFIED_FILTERS).default('all'),
  priceRange: z.enum(PRICE_BANDS, { error: formatMessage('PRICE_RANGE_INVALID', { options: PRICE_BANDS.join(', ') }) }).optional(),
  sort: z.enum(REQUIREMENT_SORTS).default('recent'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
});
export type RequirementsQuery = z.infer<typeof RequirementsQuerySchema>;

/** Why a requirement ranks where it does under 'Best match' (no paid ranking). */
export const RequirementMatchSchema = z
  .object({
    /** 0–100. */
    score: z.number().min(0).max(100),
    /** Short phrases for the card, best first: '3 km away', 'Physics, Maths', 'within your budget'. */
    reasons: z.array(z.string()),
  })
  .meta({ id: 'RequirementMatch' });
export type RequirementMatch = z.infer<typeof RequirementMatchSchema>;

/**
 * Requirement (spec §3). Never carries an email, phone or exact point. A poster without a verified location is
 * 'Anonymous' (no image, no directions). `latitude`/`longitude` are for directions only: the poster's ~1 km cell
 * centre (exact only when connected or opted in), null when anonymous. `street` is shown to its owner only.
 */
export const RequirementSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    userType: z.enum(['student', 'teacher']),
    title: z.string().nullable(),
    description: z.string().nullable(),
    /** The first subject (spec's `subject`). */
    subject: z.string(),
    subjects: z.array(z.string()),
    classes: z.array(z.string()),
    location: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pinCode: z.string().nullable(),
    street: z.string().nullable(),
    village: z.string().nullable(),
    type: z.enum(REQUIREMENT_TYPES),
    fee: z.number().nullable(),
    feeType: z.enum(FEE_TYPES),
    contactCount: z.number().int().nonnegative(),
    createdAt: z.iso.datetime(),
    user: z.object({
      firstName: z.string(),
      lastName: z.string().nullable(),
      profileImage: z.string().nullable(),
      isVerified: z.boolean(),
      isAnonymous: z.boolean(),
      /** A named, KYC-approved teacher's public profile slug (`/tutors/{profileSlug}`); null otherwise (also when Anonymous). */
      profileSlug: z.string().nullable(),
      /** Teachers' derived rating, null otherwise. */
      rating: z.number().nullable(),
    }),
    /** Kilometres from the viewer to the poster (1 decimal; coarse like nearby unless exact is allowed); null if unknown. */
    distance: z.number().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    canGetDirections: z.boolean(),
    /** The viewer already contacted this requirement. */
    contacted: z.boolean(),
    isOwn: z.boolean(),
    /** Present under sort=best. */
    match: RequirementMatchSchema.nullable(),
    /** A parent's requirement: the child it is for (the poster's `user` is the parent), else null. */
    forChild: ForChildSchema.nullable(),
    /** 'parent' when a parent posted it for a child; otherwise the same as `userType`. */
    posterType: z.enum(['student', 'teacher', 'parent']),
  })
  .meta({ id: 'Requirement' });
export type Requirement = z.infer<typeof RequirementSchema>;

/**
 * Why a requirement is featured: 'near' (within the near distance of the viewer's verified location, ranked by
 * distance and recency), 'featured' (most contacted lately, shown when nothing is near or the viewer has no
 * location) or 'recent' (newest, filling the block when too few were contacted). Never payment.
 */
export const FEATURED_REASONS = ['near', 'featured', 'recent'] as const;
export type FeaturedReason = (typeof FEATURED_REASONS)[number];
export const FeaturedRequirementSchema = RequirementSchema.extend({ featuredReason: z.enum(FEATURED_REASONS) }).meta({
  id: 'FeaturedRequirement',
});
export type FeaturedRequirement = z.infer<typeof FeaturedRequirementSchema>;

/**
 * GET /api/requirements/featured?userType=… and its alias /api/requirements/featured/{userType} (a client whose data
 * loader builds paths from query keys asks for the second). `userType` is accepted as the spec's clients send it;
 * the block is always of the other type than the viewer's, the only one a viewer may browse.
 */
const featuredUserTypeField = z.enum(['student', 'teacher'], { error: MESSAGES.USER_TYPE_INVALID });
export const FeaturedRequirementsQuerySchema = z.object({ userType: featuredUserTypeField.optional() });
export const FeaturedRequirementsParamsSchema = z.object({ userType: featuredUserTypeField });

export const PostRequirementResponseSchema = z.object({ message: z.string(), requirement: RequirementSchema, replaced: z.boolean() });
export const ContactRequirementResponseSchema = z.object({
  message: z.string(),
  contactCount: z.number().int().nonnegative(),
  alreadyContacted: z.boolean(),
});

/**
 * GET /api/public/requirements: teachers' requirements, readable signed out. Paged like the members'
 * list (`limit`, next page in the Link header), sorted by recent, popular or fee (cheapest first); no distance sorts:
 * a visitor has no verified point. Rate-limited per IP address.
 */
export const PUBLIC_REQUIREMENT_SORTS = ['recent', 'popular', 'budget'] as const;
export const PublicRequirementsQuerySchema = RequirementsQuerySchema.omit({ sort: true }).extend({
  sort: z.enum(PUBLIC_REQUIREMENT_SORTS).default('recent'),
});
export type PublicRequirementsQuery = z.infer<typeof PublicRequirementsQuerySchema>;

/**
 * A teacher's requirement as anyone may read it: what, where (the locality, city and state they typed: never a
 * street, village, PIN code or point) and for how much. The poster is named, with their public profile, only when
 * they are a verified (public) teacher; otherwise `tutor` is null and clients show 'Anonymous'.
 */
export const PublicRequirementSchema = z
  .object({
    id: z.uuid(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    subjects: z.array(z.string()),
    classes: z.array(z.string()),
    locality: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    type: z.enum(REQUIREMENT_TYPES),
    fee: z.number().nullable(),
    feeType: z.enum(FEE_TYPES),
    contactCount: z.number().int().nonnegative(),
    createdAt: z.iso.datetime(),
    tutor: z
      .object({
        name: z.string(),
        /** The public profile's address segment: /tutors/{slug}. */
        slug: z.string(),
        profileImage: z.string().nullable(),
        /** Average of the written reviews (1–5), null before the first. */
        rating: z.number().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'PublicRequirement' });
export type PublicRequirement = z.infer<typeof PublicRequirementSchema>;
