import type { ConnectionRequest, RequestUser } from '../../../../contract/requests.ts';

export type RequestBox = 'received' | 'sent';

/** What a request card offers, from the viewer's side (spec §2 Requests page, §4 Connection request). */
export type RequestCardAction =
  | { kind: 'respond' }
  | { kind: 'chat'; href: string }
  | { kind: 'declined' }
  | { kind: 'waiting' };

export interface RequestCardView {
  box: RequestBox;
  /** The user on the other side of the request. */
  other: RequestUser;
  action: RequestCardAction;
}

/** The card of `request` as `viewerId` sees it: the other party and the one action or state line. */
export function requestCardView(request: ConnectionRequest, viewerId: string): RequestCardView {
  const box: RequestBox = request.toUser.id === viewerId ? 'received' : 'sent';
  const other = box === 'received' ? request.fromUser : request.toUser;
  return { box, other, action: cardAction(request, box, other) };
}

function cardAction(request: ConnectionRequest, box: RequestBox, other: RequestUser): RequestCardAction {
  switch (request.status) {
    case 'accepted':
      return { kind: 'chat', href: `/messages/${encodeURIComponent(other.id)}` };
    case 'rejected':
      return { kind: 'declined' };
    case 'pending':
      return box === 'received' ? { kind: 'respond' } : { kind: 'waiting' };
  }
}

export const STATUS_LABELS: Record<ConnectionRequest['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
};

/** Pending requests first (they need an answer), otherwise as the server sent them (newest first). */
export function sortForDisplay(requests: readonly ConnectionRequest[]): ConnectionRequest[] {
  return requests
    .map((request, index) => ({ request, index }))
    .sort((a, b) => Number(b.request.status === 'pending') - Number(a.request.status === 'pending') || a.index - b.index)
    .map(({ request }) => request);
}

/** 'Received (3)' / 'Sent (0)'; no count until the list has loaded. */
export function tabLabel(box: RequestBox, count: number | undefined): string {
  const name = box === 'received' ? 'Received' : 'Sent';
  return count === undefined ? name : `${name} (${count})`;
}

/** The line under the name: qualification or experience for a teacher, the class for a student. */
export function partyDetail(user: RequestUser): string | null {
  if (user.userType === 'student') return user.class ? classText(user.class) : null;
  return user.qualification ?? (user.experience ? `${user.experience} experience` : null);
}

/** 'Class 10' stays as is; a bare '10' reads 'Class 10'. */
function classText(value: string): string {
  return /^\d+$/.test(value.trim()) ? `Class ${value.trim()}` : value;
}

/** 'Mumbai, Maharashtra', one of them, or null. */
export function placeText(user: Pick<RequestUser, 'city' | 'state'>): string | null {
  return [user.city, user.state].filter(Boolean).join(', ') || null;
}

/** A teacher's rating '4.8', or 'New' without reviews; students are not rated (null). */
export function ratingText(user: Pick<RequestUser, 'userType' | 'rating' | 'reviewCount'>): string | null {
  if (user.userType !== 'teacher') return null;
  return user.rating === null || user.reviewCount === 0 ? 'New' : user.rating.toFixed(1);
}

export function reviewCountText(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`;
}
