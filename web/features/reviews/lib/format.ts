import { differenceInCalendarDays, format } from 'date-fns';

/** Spec §9 relative dates: Today, Yesterday, N days ago up to 7, N weeks ago up to 30, then the date. */
export function reviewDateText(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.max(0, differenceInCalendarDays(now, then));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ago`;
  }
  return format(then, 'd MMM yyyy');
}

/** The accessible name of a star radio: "1 star", "2 stars". */
export function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

const words = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** A word for a chosen rating, shown beside the stars. */
export function ratingWord(stars: number): string {
  return words[Math.min(5, Math.max(1, Math.round(stars))) - 1]!;
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
