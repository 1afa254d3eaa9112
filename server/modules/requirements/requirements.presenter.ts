import { ANONYMOUS_NAME, type Requirement, type RequirementMatch } from '../../../contract/requirements.ts';
import { coarseDistanceKm, fromEarthdistanceMetres, roundDistanceKm, snapToGrid } from '../../lib/geo.ts';
import { presentForChild } from '../families/families.presenter.ts';
import { canSeeExactLocation } from '../nearby/nearby.policy.ts';
import { publicProfileSlug } from '../profiles/public-tutor.policy.ts';
import type { RequirementRecord } from './requirements-query.repository.ts';

type DistanceFacts = Pick<RequirementRecord, 'userId' | 'latitude' | 'longitude' | 'distanceMetres' | 'isConnected' | 'showExactLocation'>;

/**
 * The distance a card shows (and 'best match' scores): none for the viewer's own or an unlocated poster; rounded when
 * the viewer may see the exact point, otherwise rounded up to the 0.5 km of the coarse point.
 */
export function shownDistanceKm(row: DistanceFacts, viewerId: string): number | null {
  if (row.userId === viewerId || row.latitude === null || row.longitude === null || row.distanceMetres === null) return null;
  const km = fromEarthdistanceMetres(row.distanceMetres);
  return canSeeExactLocation(row) ? roundDistanceKm(km) : coarseDistanceKm(km);
}

/**
 * The one allowlist for requirements (spec §6), whoever asks:
 * - a poster without a verified location is Anonymous to others: no name, photo, point, distance or directions;
 * - a located poster's point and distance follow the nearby rule: exact when connected or opted in, otherwise the
 *   centre of the ~1 km cell and a distance rounded up to 0.5 km;
 * - the street only to its owner; never an email, mobile or address (the rows do not even carry them).
 * The owner sees their own name; `isAnonymous` then tells them how others see the card.
 * `user.isVerified` is what 'Verified Only' filters on: KYC for teachers, a verified location for students.
 */
export function presentRequirement(row: RequirementRecord, viewerId: string, match: RequirementMatch | null = null): Requirement {
  const isOwn = row.userId === viewerId;
  const located = row.latitude !== null && row.longitude !== null;
  const exact = isOwn || canSeeExactLocation(row);
  const point = located ? (exact ? { latitude: row.latitude!, longitude: row.longitude! } : snapToGrid(row.latitude!, row.longitude!)) : null;
  const isTeacher = row.userType === 'teacher';
  const named = located || isOwn;
  return {
    id: row.id,
    userId: row.userId,
    userType: isTeacher ? 'teacher' : 'student',
    title: row.title,
    description: row.description,
    subject: row.subjects[0] ?? '',
    subjects: row.subjects,
    classes: row.classes,
    location: row.location,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    street: isOwn ? row.street : null,
    village: row.village,
    type: row.type,
    fee: row.fee,
    feeType: row.feeType,
    contactCount: row.contactCount,
    createdAt: row.createdAt.toISOString(),
    user: {
      firstName: named ? row.firstName : ANONYMOUS_NAME,
      lastName: named ? row.lastName : null,
      profileImage: named ? row.profileImage : null,
      isVerified: isTeacher ? row.isVerified : located,
      isAnonymous: !located,
      // Anonymous stays anonymous: the profile would name them.
      profileSlug: named ? publicProfileSlug({ ...row, userType: row.posterUserType }) : null,
      rating: isTeacher ? row.rating : null,
    },
    distance: shownDistanceKm(row, viewerId),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    canGetDirections: located && !isOwn,
    contacted: row.contacted,
    isOwn,
    match,
    forChild: presentForChild(row.forChild),
    posterType: isTeacher ? 'teacher' : row.posterUserType === 'parent' ? 'parent' : 'student',
  };
}
