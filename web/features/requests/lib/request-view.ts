import type { ConnectionRequest, RequestUser } from '../../../../contract/requests.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

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

/** The status badge's text (a catalogue key): Pending, Accepted, Declined. */
export const STATUS_LABELS: Record<ConnectionRequest['status'], 'requests:status.pending' | 'requests:status.accepted' | 'requests:status.rejected'> = {
  pending: 'requests:status.pending',
  accepted: 'requests:status.accepted',
  rejected: 'requests:status.rejected',
};

/** Pending requests first (they need an answer), otherwise as the server sent them (newest first). */
export function sortForDisplay(requests: readonly ConnectionRequest[]): ConnectionRequest[] {
  return requests
    .map((request, index) => ({ request, index }))
    .sort((a, b) => Number(b.request.status === 'pending') - Number(a.request.status === 'pending') || a.index - b.index)
    .map(({ request }) => request);
}

/**
 * The tab the screen opens on when the address names none: Received, unless it is empty and Sent is not (a student who
 * has only sent requests). Counts are undefined while loading and null when the list failed (then it opens where the
 * error is). Null while it cannot tell yet.
 */
export function openingTab(received: number | null | undefined, sent: number | null | undefined): RequestBox | null {
  if (received === undefined) return null;
  if (received === null || received > 0) return 'received';
  if (sent === undefined) return null;
  return sent !== null && sent > 0 ? 'sent' : 'received';
}

/** 'Received (3)' / 'Sent (0)'; no count until the list has loaded. */
export function tabLabel(box: RequestBox, count: number | undefined): string {
  if (box === 'received') return count === undefined ? i18n.t('requests:tabs.received') : i18n.t('requests:tabs.receivedCount', { count });
  return count === undefined ? i18n.t('requests:tabs.sent') : i18n.t('requests:tabs.sentCount', { count });
}

/** The line under the name: qualification or experience for a teacher, the class for a student. */
export function partyDetail(user: RequestUser): string | null {
  if (user.userType === 'student') return user.class ? classText(user.class) : null;
  return user.qualification ?? (user.experience ? i18n.t('requests:party.experience', { experience: user.experience }) : null);
}

/** 'Class 10' stays as is; a bare '10' reads 'Class 10'. */
function classText(value: string): string {
  return /^\d+$/.test(value.trim()) ? i18n.t('requests:party.class', { class: value.trim() }) : value;
}

/** 'Mumbai, Maharashtra', one of them, or null. */
export function placeText(user: Pick<RequestUser, 'city' | 'state'>): string | null {
  return [user.city, user.state].filter(Boolean).join(', ') || null;
}

/** A teacher without reviews yet (shown as 'New'). */
export const isUnrated = (user: Pick<RequestUser, 'rating' | 'reviewCount'>) => user.rating === null || user.reviewCount === 0;

/** A teacher's rating '4.8', or 'New' without reviews; students are not rated (null). */
export function ratingText(user: Pick<RequestUser, 'userType' | 'rating' | 'reviewCount'>): string | null {
  if (user.userType !== 'teacher') return null;
  return isUnrated(user) ? i18n.t('requests:party.newRating') : formatNumber(user.rating!, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '(12 reviews)'. */
export function reviewCountText(count: number): string {
  return i18n.t('requests:party.reviews', { count });
}
