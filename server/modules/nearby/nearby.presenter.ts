import type { NearbyUser } from '../../../contract/nearby.ts';
import { coarseDistanceKm, roundDistanceKm, snapToGrid } from '../../lib/geo.ts';
import type { NearbyRow } from './nearby.repository.ts';
import { canSeeExactLocation } from './nearby.policy.ts';
import { publicProfileSlug } from '../profiles/public-tutor.policy.ts';

/** The allowlist of what a nearby viewer receives; the exact point only where the policy allows it. */
/** `publicId`: the teacher's public profile id (every teacher nearby lists is KYC-approved), null for students. */
export function presentNearbyUser(row: NearbyRow, publicId: string | null = null): NearbyUser {
  const exact = canSeeExactLocation(row);
  const km = row.distanceKm;
  const point = exact ? { latitude: row.latitude, longitude: row.longitude } : snapToGrid(row.latitude, row.longitude);
  const isTeacher = row.userType === 'teacher';
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImage: row.profileImage,
    userType: isTeacher ? 'teacher' : 'student',
    isLocationVerified: true,
    isVerified: row.isVerified,
    profileSlug: publicProfileSlug({ ...row, publicId }),
    isPremium: false,
    experience: isTeacher ? row.experience : null,
    qualification: isTeacher ? row.qualification : null,
    class: isTeacher ? null : row.studentClass,
    subjects: (isTeacher ? row.subjects : row.preferredSubjects) ?? [],
    distance: exact ? roundDistanceKm(km) : coarseDistanceKm(km),
    locality: row.locality,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    currentLocation: { city: row.city, state: row.state },
    fullAddress: exact ? row.fullAddress : null,
    ...point,
    isExactLocation: exact,
    isConnected: row.isConnected,
    isLiveSharing: row.isLiveSharing,
    lastLocationUpdate: row.locationUpdatedAt.toISOString(),
    isOnline: row.isOnline,
    // A student's "last seen" only to teachers they are connected with (children are students; the card has no age).
    lastSeen: isTeacher || row.isConnected ? (row.lastSeenAt?.toISOString() ?? null) : null,
    rating: isTeacher ? row.rating : null,
    reviewCount: isTeacher ? (row.reviewCount ?? 0) : 0,
    monthlyFee: isTeacher ? row.monthlyFee : null,
    budgetMin: isTeacher ? null : row.budgetMin,
    budgetMax: isTeacher ? null : row.budgetMax,
  };
}
