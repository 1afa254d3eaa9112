import { differenceInCalendarDays, differenceInMinutes, format } from 'date-fns';

export type DistanceTone = 'near' | 'mid' | 'far';

/** Spec §4: under 1 km green, under 3 km yellow, otherwise grey. */
export function distanceTone(km: number): DistanceTone {
  if (km < 1) return 'near';
  if (km < 3) return 'mid';
  return 'far';
}

/** Distance to one decimal (spec §9): "2.3 km". */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** "12.9352, 77.6245" (4 decimals in nearby cards, 6 in location settings). */
export function formatCoordinates(latitude: number, longitude: number, decimals = 4): string {
  return `${latitude.toFixed(decimals)}, ${longitude.toFixed(decimals)}`;
}

/** Relative time (spec §9): just now, minutes, hours, days up to 7, then the date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return 'recently';
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return `on ${format(then, 'd MMM yyyy')}`;
}

/** "Online", "Last seen 5 minutes ago" or "Last seen recently". */
export function presenceText(user: { isOnline: boolean; lastSeen: string | null }, now?: Date): string {
  if (user.isOnline) return 'Online';
  return `Last seen ${user.lastSeen ? relativeTime(user.lastSeen, now) : 'recently'}`;
}

/** "4.5" or "New" when there are no ratings yet; "(12 reviews)". */
export function ratingText(rating: number | null): string {
  return rating === null ? 'New' : rating.toFixed(1);
}
export function reviewCountText(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`;
}

/** Up to `max` subjects shown, the rest counted as "+N". */
export function splitSubjects(subjects: readonly string[], max: number): { shown: string[]; hidden: string[] } {
  return { shown: subjects.slice(0, max), hidden: subjects.slice(max) };
}

/** "12" or "50+" when the server has a further page. */
export function countLabel(count: number, hasMore: boolean): string {
  return hasMore ? `${count}+` : String(count);
}

export function fullName(user: { firstName: string; lastName: string | null }): string {
  return [user.firstName, user.lastName].map((p) => p?.trim()).filter(Boolean).join(' ');
}

/** "Koramangala, Bengaluru, Karnataka" from whatever parts are known. */
export function placeText(user: {
  city: string | null;
  state: string | null;
  currentLocation: { city: string | null; state: string | null };
}): string | null {
  const city = user.city ?? user.currentLocation.city;
  const state = user.state ?? user.currentLocation.state;
  const text = [city, state].filter(Boolean).join(', ');
  return text || null;
}
