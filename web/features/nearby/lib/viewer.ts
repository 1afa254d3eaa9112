import type { User } from '../../../../contract/users.ts';
import { toLatLng, type LatLng } from './directions.ts';
import type { TFunction } from 'i18next';

export type NearbyType = 'student' | 'teacher';

/** Students see teachers; teachers see students. */
export function oppositeType(viewerType: User['userType'] | undefined): NearbyType {
  return viewerType === 'teacher' ? 'student' : 'teacher';
}

/** The viewer's verified location, or null while none is verified. */
export function verifiedLocation(viewer: Pick<User, 'isLocationVerified' | 'latitude' | 'longitude'> | null): LatLng | null {
  if (!viewer?.isLocationVerified) return null;
  return toLatLng(viewer.latitude, viewer.longitude);
}

/**
 * "Showing verified teachers within 5 km of your location" (students see verified teachers only). A teacher reads
 * "Showing verified students within 5 km …" only when every student shown is verified, else "Showing students …".
 */
export function showingText(
  t: TFunction<'nearby'>,
  type: NearbyType,
  radiusKm: number,
  shown: readonly { isVerified: boolean }[] | undefined,
): string {
  if (type === 'teacher') return t('list.showingTeachers', { radius: radiusKm });
  const allVerified = !!shown?.length && shown.every((user) => user.isVerified);
  return allVerified ? t('list.showingVerifiedStudents', { radius: radiusKm }) : t('list.showingStudents', { radius: radiusKm });
}

export function nearbyTitle(t: TFunction<'nearby'>, type: NearbyType): string {
  return type === 'teacher' ? t('list.titleTeachers') : t('list.titleStudents');
}
