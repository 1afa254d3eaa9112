import { differenceInCalendarDays, differenceInMinutes } from 'date-fns';
import type { FEE_TYPES, REQUIREMENT_TYPES } from '../../../../contract/constants.ts';
import type { Requirement } from '../../../../contract/requirements.ts';
import { ONE_DECIMAL, SHORT_DATE, formatDate, formatMoney, formatNumber } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

export type FeeType = (typeof FEE_TYPES)[number];
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];
export type PosterType = Requirement['userType'];

// Texts come from the `requirements` catalogue of the active language (components using them call
// useTranslation('requirements'), which loads it and re-renders on a language change).

/** Indian grouping with the rupee sign: 2500 → "₹2,500", 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return formatMoney(amount);
}

/** The unit after the amount: per_month → "month". */
const FEE_TYPE_UNITS: Record<FeeType, string> = {
  per_hour: 'requirements:format.units.per_hour',
  per_day: 'requirements:format.units.per_day',
  per_month: 'requirements:format.units.per_month',
  per_subject: 'requirements:format.units.per_subject',
};

/** The fee type choices of the Post Requirement form (catalogue keys). */
export const FEE_TYPE_LABELS: Record<FeeType, string> = {
  per_hour: 'requirements:format.feeTypes.per_hour',
  per_day: 'requirements:format.feeTypes.per_day',
  per_month: 'requirements:format.feeTypes.per_month',
  per_subject: 'requirements:format.feeTypes.per_subject',
};

const TYPE_KEYS: Record<RequirementType, string> = {
  online: 'requirements:format.types.online',
  offline: 'requirements:format.types.offline',
  both: 'requirements:format.types.both',
};

export const feeTypeLabel = (feeType: FeeType): string => i18n.t(FEE_TYPE_LABELS[feeType]);
export const typeLabel = (type: RequirementType): string => i18n.t(TYPE_KEYS[type]);

/** Spec §2: teachers ask a Fee, students offer a Budget. */
export function amountLabel(posterType: PosterType): string {
  return posterType === 'teacher' ? i18n.t('requirements:format.fee') : i18n.t('requirements:format.budget');
}

/** "₹2,500 / month", or "Not specified" when no amount was given. */
export function amountText(fee: number | null, feeType: FeeType): string {
  if (fee === null) return i18n.t('requirements:format.notSpecified');
  return i18n.t('requirements:format.amountPer', { amount: formatRupees(fee), unit: i18n.t(FEE_TYPE_UNITS[feeType]) });
}

/** The poster as others see them: 'Anonymous' without a verified location (spec §6), else the full name. */
export function posterName(requirement: Pick<Requirement, 'isOwn' | 'user'>): string {
  const { user } = requirement;
  const anonymous = i18n.t('requirements:format.anonymous');
  if (user.isAnonymous && !requirement.isOwn) return anonymous;
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || anonymous;
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

/** "2.5" (one decimal, spec §9). */
export const formatKm = (km: number): string => formatNumber(km, ONE_DECIMAL);

/** Spec §9: distance to one decimal. */
export function distanceText(km: number | null): string | null {
  return km === null ? null : i18n.t('requirements:format.distanceAway', { distance: formatKm(km) });
}

export function contactsText(count: number): string {
  if (count === 0) return i18n.t('requirements:format.noContacts');
  return i18n.t('requirements:format.contacts', { count });
}

/** Spec §9 relative times: Just now, minutes, hours, days up to 7, weeks up to 30 days, then the date. */
export function postedText(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return i18n.t('requirements:format.justNow');
  if (minutes < 60) return i18n.t('requirements:format.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('requirements:format.hoursAgo', { count: hours });
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return days === 1 ? i18n.t('requirements:format.yesterday') : i18n.t('requirements:format.daysAgo', { count: days });
  if (days < 30) return i18n.t('requirements:format.weeksAgo', { count: Math.floor(days / 7) });
  return i18n.t('requirements:format.onDate', { date: formatDate(then, SHORT_DATE) });
}

/** The full date and time, for a tooltip: "20/3/2025, 5:30:00 pm". */
export function postedTitle(iso: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
  return formatDate(iso, options);
}

/** Best match: the server's reasons for the card, "3 km away · Physics, Maths · within your budget". */
export function matchReasonsText(match: Requirement['match']): string | null {
  return match?.reasons.length ? match.reasons.join(' · ') : null;
}
