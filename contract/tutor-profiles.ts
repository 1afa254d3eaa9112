import { z } from 'zod';
import { FEE_TYPES, TEACHING_MODES, TUTOR_BOARDS } from './constants.ts';

/**
 * Public tutor profiles: what anyone, signed in or not, may read about a KYC-approved teacher. Nothing
 * here is student data, and no location is finer than the approximate area (locality, city, state) and a distance
 * measured from the tutor's ~1 km privacy cell, never from the exact point.
 */

// The addresses and the description rule, without zod (the web imports them from there).
export { excerpt, nameSlug, publicIdOfSlug, tutorProfilePath, tutorSlug } from './tutor-profile-paths.ts';

export const TutorSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

export const TutorFeeSchema = z.object({ amount: z.number().int(), unit: z.enum(FEE_TYPES) });
export type TutorFee = z.infer<typeof TutorFeeSchema>;

/** Approximate area only: never a street, a full address or coordinates. */
export const TutorAreaSchema = z.object({ locality: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable() });
export type TutorArea = z.infer<typeof TutorAreaSchema>;

/** A tutor as a card (public Find results); the profile adds the rest. */
export const PublicTutorCardSchema = z
  .object({
    /** The teacher's user id: what Send Request and Message address. */
    id: z.uuid(),
    slug: z.string(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    profileImage: z.string().nullable(),
    isVerified: z.boolean(),
    /** 'YYYY-MM' of the KYC approval ("Verified since March 2026"); null when not known. */
    verifiedSince: z.string().nullable(),
    headline: z.string().nullable(),
    subjects: z.array(z.string()),
    classes: z.array(z.string()),
    boards: z.array(z.enum(TUTOR_BOARDS)),
    teachingModes: z.array(z.enum(TEACHING_MODES)),
    languages: z.array(z.string()),
    fee: TutorFeeSchema.nullable(),
    experience: z.string(),
    qualification: z.string(),
    area: TutorAreaSchema,
    /** km from the viewer's point to the tutor's privacy cell, rounded up to 0.5 km; null without a viewer point. */
    distanceKm: z.number().nullable(),
    /** Average of the written reviews' ratings (1–5), null before the first review. */
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  })
  .meta({ id: 'PublicTutorCard' });
export type PublicTutorCard = z.infer<typeof PublicTutorCardSchema>;

export const PublicTutorProfileSchema = PublicTutorCardSchema.extend({
  bio: z.string().nullable(),
  /**
   * Median hours the tutor took to answer connection requests over the last 90 days (at least 3 answers); null when
   * there are too few to say.
   */
  responseTimeHours: z.number().nullable(),
  /** Number of students with an accepted connection (the teacher dashboard's student count). */
  studentCount: z.number().int(),
  memberSince: z.iso.datetime(),
}).meta({ id: 'PublicTutorProfile' });
export type PublicTutorProfile = z.infer<typeof PublicTutorProfileSchema>;

/** A written review as the public reads it: who wrote it is not shown (students are never public). */
export const PublicReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** 'student' or 'parent': the kind of reviewer, never a name or a picture. */
    reviewerType: z.enum(['student', 'parent']),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const PUBLIC_REVIEWS_PAGE_SIZE = 10;
export const PublicReviewsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const PublicReviewsPageSchema = z
  .object({
    reviews: z.array(PublicReviewSchema),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'PublicReviewsPage' });
export type PublicReviewsPage = z.infer<typeof PublicReviewsPageSchema>;

/** A viewer's point for distances, optional on public reads (the browser's location or a typed place). */
export const ViewerPointQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
