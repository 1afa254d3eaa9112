import { TEACHING_MODES, TUTOR_BOARDS } from '../../../contract/constants.ts';
import { tutorSlug, type PublicTutorCard } from '../../../contract/tutor-profiles.ts';
import type { PublicTutorRow } from './public-tutors.repository.ts';
import { distanceFrom, knownValues } from './search.presenter.ts';
import type { GeoPoint } from './teacher-criteria.sql.ts';

/**
 * A tutor as the public sees them: the approximate area only (locality, city, state), and the distance from the
 * visitor's point to the tutor's ~1 km privacy cell, rounded up to 0.5 km; never coordinates or an address.
 */
export function presentPublicTutorCard(row: PublicTutorRow, origin: GeoPoint | null): PublicTutorCard {
  const point = row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };
  return {
    id: row.id,
    slug: tutorSlug(row.firstName, row.lastName, row.publicId),
    firstName: row.firstName,
    lastName: row.lastName,
    profileImage: row.profileImage,
    isVerified: true,
    verifiedSince: row.kycApprovedAt ? new Date(row.kycApprovedAt).toISOString().slice(0, 7) : null,
    headline: row.headline,
    subjects: row.subjects,
    classes: row.classes,
    boards: knownValues(row.boards, TUTOR_BOARDS),
    teachingModes: knownValues(row.teachingModes, TEACHING_MODES),
    languages: row.languages,
    fee: row.fee === null ? null : { amount: row.fee, unit: row.feeUnit },
    experience: row.experience,
    qualification: row.qualification,
    area: { locality: row.locality, city: row.city, state: row.state },
    distanceKm: distanceFrom(origin, point, false),
    rating: row.reviewCount > 0 ? row.rating : null,
    reviewCount: row.reviewCount,
  };
}
