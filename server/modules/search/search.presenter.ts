import { TEACHING_MODES, TUTOR_BOARDS } from '../../../contract/constants.ts';
import type { SearchResult } from '../../../contract/search.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import { coarseDistanceKm, haversineKm, roundDistanceKm, snapToGrid } from '../../lib/geo.ts';
import { canSeeExactLocation } from '../nearby/nearby.policy.ts';
import type { SearchRow } from './search.repository.ts';
import type { GeoPoint } from './teacher-criteria.sql.ts';

/** Only the values the contract knows (the columns are free text arrays). */
export const knownValues = <T extends string>(values: readonly string[] | undefined, known: readonly T[]): T[] =>
  (values ?? []).filter((value): value is T => (known as readonly string[]).includes(value));

/**
 * km from `origin` to a user: exact (0.1 km) for a viewer who may see the exact point, else to the ~1 km cell
 * centre rounded up to 0.5 km, so chosen origins cannot trilaterate a home.
 */
export function distanceFrom(origin: GeoPoint | null, point: GeoPoint | null, exact: boolean): number | null {
  if (!origin || !point) return null;
  if (exact) return roundDistanceKm(haversineKm(origin.latitude, origin.longitude, point.latitude, point.longitude));
  const cell = snapToGrid(point.latitude, point.longitude);
  return coarseDistanceKm(haversineKm(origin.latitude, origin.longitude, cell.latitude, cell.longitude));
}

/** Search result (spec §3), with the nearby privacy rule for the point; `origin` is what distances are from. */
export function presentSearchResult(row: SearchRow, origin: GeoPoint | null): SearchResult {
  const { location, teacher, student } = row;
  const exact = !!location && canSeeExactLocation(row);
  const point = !location
    ? { latitude: null, longitude: null }
    : exact
      ? { latitude: location.latitude, longitude: location.longitude }
      : snapToGrid(location.latitude, location.longitude);
  const isTeacher = row.userType === 'teacher';
  return {
    id: row.id,
    userType: isTeacher ? 'teacher' : 'student',
    name: row.firstName,
    lastName: row.lastName,
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    isLocationVerified: !!location,
    profileSlug: isTeacher && row.isVerified && teacher ? tutorSlug(row.firstName, row.lastName, teacher.publicId) : null,
    subjects: teacher?.subjects ?? student?.preferredSubjects ?? [],
    experience: teacher?.experience ?? null,
    qualification: teacher?.qualification ?? null,
    bio: teacher?.bio ?? null,
    headline: teacher?.headline ?? null,
    classes: teacher?.classes ?? [],
    boards: knownValues(teacher?.boards, TUTOR_BOARDS),
    teachingModes: knownValues(teacher?.teachingModes, TEACHING_MODES),
    languages: teacher?.languages ?? [],
    locality: location?.locality ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    pinCode: location?.pinCode ?? null,
    ...point,
    isExactLocation: exact,
    distanceKm: distanceFrom(origin, location, exact),
    isConnected: row.isConnected,
    class: student?.class ?? null,
    schoolName: student?.schoolName ?? null,
    monthlyFee: teacher?.monthlyFee ?? null,
    feeUnit: teacher ? teacher.feeUnit : null,
    budgetMin: student?.budgetMin ?? null,
    budgetMax: student?.budgetMax ?? null,
    rating: teacher?.ratingAverage ?? null,
    reviewCount: teacher?.reviewCount ?? 0,
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
  };
}
