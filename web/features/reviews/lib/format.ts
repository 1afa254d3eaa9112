import { differenceInCalendarDays } from 'date-fns';
import { SHORT_DATE, formatDate } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

/** Spec §9 relative dates: Today, Yesterday, N days ago up to 7, N weeks ago up to 30, then the date. */
export function reviewDateText(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.max(0, differenceInCalendarDays(now, then));
  if (days === 0) return i18n.t('reviews:date.today');
  if (days === 1) return i18n.t('reviews:date.yesterday');
  if (days < 7) return i18n.t('reviews:date.daysAgo', { count: days });
  if (days < 30) return i18n.t('reviews:date.weeksAgo', { count: Math.floor(days / 7) });
  return formatDate(then, SHORT_DATE);
}

/** The accessible name of a star radio: "1 star", "2 stars". */
export function starLabel(stars: number): string {
  return i18n.t('reviews:stars.label', { count: stars });
}

const WORDS = ['reviews:stars.poor', 'reviews:stars.fair', 'reviews:stars.good', 'reviews:stars.veryGood', 'reviews:stars.excellent'] as const;

/** A word for a chosen rating, shown beside the stars. */
export function ratingWord(stars: number): string {
  return i18n.t(WORDS[Math.min(5, Math.max(1, Math.round(stars))) - 1]!);
}

/** Up to two initials of a reviewer's display name ("Rohan K." → "RK"). */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
