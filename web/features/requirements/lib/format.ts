import { differenceInCalendarDays, differenceInMinutes, format } from 'date-fns';
import type { FEE_TYPES, REQUIREMENT_TYPES } from '../../../../contract/constants.ts';
import { ANONYMOUS_NAME, type Requirement } from '../../../../contract/requirements.ts';

export type FeeType = (typeof FEE_TYPES)[number];
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];
export type PosterType = Requirement['userType'];

const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian grouping with the rupee sign: 2500 → "₹2,500", 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return `₹${rupeeGrouping.format(amount)}`;
}

/** The unit after the amount: per_month → "month". */
export const FEE_TYPE_UNITS: Record<FeeType, string> = {
  per_hour: 'hour',
  per_day: 'day',
  per_month: 'month',
  per_subject: 'subject',
};

/** The fee type choices of the Post Requirement form. */
export const FEE_TYPE_LABELS: Record<FeeType, string> = {
  per_hour: 'Per hour',
  per_day: 'Per day',
  per_month: 'Per month',
  per_subject: 'Per subject',
};

export const TYPE_LABELS: Record<RequirementType, string> = {
  online: 'Online',
  offline: 'Offline',
  both: 'Online & Offline',
};

/** Spec §2: teachers ask a Fee, students offer a Budget. */
export function amountLabel(posterType: PosterType): 'Fee' | 'Budget' {
  return posterType === 'teacher' ? 'Fee' : 'Budget';
}

/** "₹2,500 / month", or "Not specified" when no amount was given. */
export function amountText(fee: number | null, feeType: FeeType): string {
  return fee === null ? 'Not specified' : `${formatRupees(fee)} / ${FEE_TYPE_UNITS[feeType]}`;
}

/** The poster as others see them: 'Anonymous' without a verified location (spec §6), else the full name. */
export function posterName(requirement: Pick<Requirement, 'isOwn' | 'user'>): string {
  const { user } = requirement;
  if (user.isAnonymous && !requirement.isOwn) return ANONYMOUS_NAME;
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || ANONYMOUS_NAME;
}

type PlaceParts = Pick<Requirement, 'street' | 'location' | 'village' | 'city' | 'pinCode' | 'isOwn'>;

/** "HSR Layout, Bengaluru 560102": the street only for its owner; repeated parts once. */
export function placeText(requirement: PlaceParts): string {
  const parts = [requirement.isOwn ? requirement.street : null, requirement.location, requirement.village, requirement.city]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
  const unique = parts.filter((part, index) => parts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index);
  const pin = requirement.pinCode?.trim();
  return [unique.join(', '), pin].filter(Boolean).join(' ');
}

/** Spec §9: distance to one decimal. */
export function distanceText(km: number | null): string | null {
  return km === null ? null : `${km.toFixed(1)} km away`;
}

export function contactsText(count: number): string {
  if (count === 0) return 'No contacts yet';
  return `${count} ${count === 1 ? 'contact' : 'contacts'}`;
}

/** Spec §9 relative times: Just now, minutes, hours, days up to 7, weeks up to 30 days, then the date. */
export function postedText(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return days === 1 ? 'Yesterday' : `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ago`;
  }
  return `on ${format(then, 'd MMM yyyy')}`;
}

/** Best match: the server's reasons for the card, "3 km away · Physics, Maths · within your budget". */
export function matchReasonsText(match: Requirement['match']): string | null {
  return match?.reasons.length ? match.reasons.join(' · ') : null;
}
