import type { ConnectionRequest, RequestUser } from '../../../contract/requests.ts';
import { snapToGrid } from '../../lib/geo.ts';
import { presentForChild } from '../families/families.presenter.ts';
import { canSeeExactLocation } from '../nearby/nearby.policy.ts';
import { publicProfileSlug } from '../profiles/public-tutor.policy.ts';
import type { RequestRow } from './requests.repository.ts';

type PartyRow = RequestRow['from'];

const fullName = (p: PartyRow) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** A party's card: the allowlist of what the other side sees (no email, mobile, address or street). */
function presentParty(p: PartyRow): RequestUser {
  const isTeacher = p.userType === 'teacher';
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    name: fullName(p),
    profileImage: p.profileImage,
    userType: isTeacher ? 'teacher' : p.userType === 'parent' ? 'parent' : 'student',
    isVerified: p.isVerified,
    profileSlug: publicProfileSlug(p),
    city: p.city,
    state: p.state,
    rating: isTeacher ? p.rating : null,
    reviewCount: isTeacher ? (p.reviewCount ?? 0) : 0,
    subjects: (isTeacher ? p.subjects : p.preferredSubjects) ?? [],
    qualification: isTeacher ? p.qualification : null,
    experience: isTeacher ? p.experience : null,
    class: isTeacher ? null : p.studentClass,
  };
}

/**
 * The sender's point as `viewerId` may see it: exact to the sender themself, once the pair is connected, or when
 * the sender opted in; otherwise the centre of its ~1 km cell; null without a saved location.
 */
function senderPoint(row: RequestRow, viewerId: string) {
  if (row.senderLatitude === null || row.senderLongitude === null) return { latitude: null, longitude: null };
  const exact =
    viewerId === row.fromUserId || canSeeExactLocation({ isConnected: row.connected, showExactLocation: row.senderShowsExactLocation });
  return exact ? { latitude: row.senderLatitude, longitude: row.senderLongitude } : snapToGrid(row.senderLatitude, row.senderLongitude);
}

export function presentRequest(row: RequestRow, viewerId: string): ConnectionRequest {
  const fromUser = presentParty(row.from);
  const toUser = presentParty(row.to);
  const point = senderPoint(row, viewerId);
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    fromUser,
    toUser,
    senderName: fromUser.name,
    senderImage: fromUser.profileImage,
    senderLatitude: point.latitude,
    senderLongitude: point.longitude,
    receiverName: toUser.name,
    receiverImage: toUser.profileImage,
    forChild: presentForChild(row.forChild),
  };
}
