import type { SearchResult } from '../../../contract/search.ts';
import { snapToGrid } from '../../lib/geo.ts';
import { canSeeExactLocation } from '../nearby/nearby.policy.ts';
import type { SearchRow } from './search.repository.ts';

/** Search result (spec §3), with the nearby privacy rule for the point. */
export function presentSearchResult(row: SearchRow): SearchResult {
  const { location, teacher, student } = row;
  const exact = !!location && canSeeExactLocation(row);
  const point = !location
    ? { latitude: null, longitude: null }
    : exact
      ? { latitude: location.latitude, longitude: location.longitude }
      : snapToGrid(location.latitude, location.longitude);
  return {
    id: row.id,
    userType: row.userType === 'teacher' ? 'teacher' : 'student',
    name: row.firstName,
    lastName: row.lastName,
    profileImage: row.profileImage,
    isVerified: row.isVerified,
    isLocationVerified: !!location,
    subjects: teacher?.subjects ?? student?.preferredSubjects ?? [],
    experience: teacher?.experience ?? null,
    qualification: teacher?.qualification ?? null,
    bio: teacher?.bio ?? null,
    locality: location?.locality ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    pinCode: location?.pinCode ?? null,
    ...point,
    isExactLocation: exact,
    isConnected: row.isConnected,
    class: student?.class ?? null,
    schoolName: student?.schoolName ?? null,
    monthlyFee: teacher?.monthlyFee ?? null,
    budgetMin: student?.budgetMin ?? null,
    budgetMax: student?.budgetMax ?? null,
    rating: teacher?.ratingAverage ?? null,
    reviewCount: teacher?.reviewCount ?? 0,
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
  };
}
