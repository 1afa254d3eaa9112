import type { TFunction } from 'i18next';
import { differenceInCalendarDays, differenceInMinutes } from 'date-fns';
import { formatDate, formatNumber, ONE_DECIMAL, SHORT_DATE } from '../../../i18n/format.ts';

/** The nearby namespace's `t` (components pass theirs from useTranslation('nearby')). */
export type NearbyT = TFunction<'nearby'>;

export type DistanceTone = 'near' | 'mid' | 'far';

/** Spec §4: under 1 km green, under 3 km yellow, otherwise grey. */
export function distanceTone(km: number): DistanceTone {
  if (km < 1) return 'near';
  if (km < 3) return 'mid';
  return 'far';
}

/** Distance to one decimal (spec §9): "2.3 km" / "2.3 किमी". */
export function formatDistance(t: NearbyT, km: number): string {
  return t('distance.km', { value: formatNumber(km, ONE_DECIMAL) });
}

/** "12.9352, 77.6245" (4 decimals in nearby cards, 6 in location settings); plain digits in every language. */
export function formatCoordinates(latitude: number, longitude: number, decimals = 4): string {
  return `${latitude.toFixed(decimals)}, ${longitude.toFixed(decimals)}`;
}

/**
 * "Online", or when the user was last seen (spec §9): just now, minutes, hours, days up to 7, then the date;
 * "Last seen recently" without a time.
 */
export function presenceText(t: NearbyT, user: { isOnline: boolean; lastSeen: string | null }, now: Date = new Date()): string {
  if (user.isOnline) return t('presence.online');
  const then = user.lastSeen ? new Date(user.lastSeen) : null;
  if (!then || Number.isNaN(then.getTime())) return t('presence.recently');
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return t('presence.justNow');
  if (minutes < 60) return t('presence.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('presence.hours', { count: hours });
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return t('presence.days', { count: days });
  return t('presence.onDate', { date: formatDate(then, SHORT_DATE) });
}

/** Whether there is a rating to show: an average with reviews behind it. */
export const isRated = (rating: number | null, reviewCount: number): rating is number => rating !== null && reviewCount > 0;

/** "4.5" or "New" when there are no reviews yet (never a default rating). */
export function ratingText(t: NearbyT, rating: number | null, reviewCount: number): string {
  return isRated(rating, reviewCount) ? formatNumber(rating, ONE_DECIMAL) : t('card.newRating');
}

/** "(12 reviews)". */
export function reviewCountText(t: NearbyT, count: number): string {
  return t('card.reviews', { count });
}

/** Up to `max` subjects shown, the rest counted as "+N". */
export function splitSubjects(subjects: readonly string[], max: number): { shown: string[]; hidden: string[] } {
  return { shown: subjects.slice(0, max), hidden: subjects.slice(max) };
}

/** "12" or "50+" when the server has a further page. */
export function countLabel(count: number, hasMore: boolean): string {
  return hasMore ? `${formatNumber(count)}+` : formatNumber(count);
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
