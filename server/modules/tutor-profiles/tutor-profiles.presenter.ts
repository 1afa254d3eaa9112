import type { PublicReview, PublicTutorProfile } from '../../../contract/tutor-profiles.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import { TEACHING_MODES, TUTOR_BOARDS, type TeachingMode, type TutorBoard } from '../../../contract/constants.ts';
import { coarseDistanceKm, haversineKm, snapToGrid } from '../../lib/geo.ts';
import type { PublicReviewRow, TutorProfileRow } from './tutor-profiles.repository.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

const isBoard = (value: string): value is TutorBoard => (TUTOR_BOARDS as readonly string[]).includes(value);
const isMode = (value: string): value is TeachingMode => (TEACHING_MODES as readonly string[]).includes(value);

const KOLKATA_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });

/** 'YYYY-MM' of an instant in India ("Verified since March 2026" for an approval at 00:30 IST on 1 March). */
export function indianMonth(at: Date): string {
  const parts = KOLKATA_MONTH.formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/**
 * km from the viewer to the tutor's ~1 km privacy cell, rounded up to 0.5 km: never from the exact point, so a visitor
 * choosing their point cannot trilaterate a home. Null without both points.
 */
export function publicDistanceKm(viewer: Point | undefined, tutor: { latitude: number | null; longitude: number | null }): number | null {
  if (!viewer || tutor.latitude === null || tutor.longitude === null) return null;
  const cell = snapToGrid(tutor.latitude, tutor.longitude);
  return coarseDistanceKm(haversineKm(viewer.latitude, viewer.longitude, cell.latitude, cell.longitude));
}

/** The allowlist of what anyone may read about a public tutor: no contact details, no street, no coordinates. */
export function presentPublicTutorProfile(
  row: TutorProfileRow,
  extras: { distanceKm: number | null; responseTimeHours: number | null },
): PublicTutorProfile {
  return {
    id: row.id,
    slug: tutorSlug(row.firstName, row.lastName, row.publicId),
    firstName: row.firstName,
    lastName: row.lastName,
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    verifiedSince: row.kycApprovedAt ? indianMonth(row.kycApprovedAt) : null,
    headline: row.headline,
    subjects: row.subjects,
    classes: row.classes,
    boards: row.boards.filter(isBoard),
    teachingModes: row.teachingModes.filter(isMode),
    languages: row.languages,
    fee: row.monthlyFee === null ? null : { amount: row.monthlyFee, unit: row.feeUnit },
    experience: row.experience,
    qualification: row.qualification,
    area: { locality: row.locality, city: row.city, state: row.state },
    distanceKm: extras.distanceKm,
    rating: row.rating,
    reviewCount: row.reviewCount,
    bio: row.bio,
    responseTimeHours: extras.responseTimeHours,
    studentCount: row.studentCount,
    memberSince: row.memberSince.toISOString(),
  };
}

/** A review as the public reads it: what was said and whether a student or a parent said it, never who. */
export function presentPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reviewerType: row.reviewerType === 'parent' ? 'parent' : 'student',
  };
}
