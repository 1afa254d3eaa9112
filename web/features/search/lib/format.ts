import type { TFunction } from 'i18next';
import type { FEE_TYPES } from '../../../../contract/constants.ts';
import type { SearchResult } from '../../../../contract/search.ts';
import { ONE_DECIMAL, formatMoney, formatNumber } from '../../../i18n/format.ts';

/** The search namespace's `t` (components pass theirs from useTranslation('search')). */
export type SearchT = TFunction<'search'>;

/** Indian grouping with the rupee sign: 5000 → "₹5,000", 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return formatMoney(Math.round(amount));
}

type FeeUnit = (typeof FEE_TYPES)[number];
const FEE_KEYS = {
  per_month: 'amount.fee',
  per_hour: 'amount.feePerHour',
  per_day: 'amount.feePerDay',
  per_subject: 'amount.feePerSubject',
} as const satisfies Record<FeeUnit, string>;

/**
 * A teacher's fee as they set it: "Fee ₹4,500/month", "Fee ₹500/hour", or "Fee not set" (never a default: only the
 * teacher sees that). Without a unit it is per month.
 */
export function feeText(t: SearchT, amount: number | null, unit: FeeUnit | null = 'per_month'): string {
  return amount === null ? t('amount.feeNotSet') : t(FEE_KEYS[unit ?? 'per_month'], { amount: formatRupees(amount) });
}

/** A student's budget: "Budget ₹2,000–₹5,000", one-sided ranges, or "Budget not set". */
export function budgetText(t: SearchT, min: number | null, max: number | null): string {
  if (min === null && max === null) return t('amount.budgetNotSet');
  if (min !== null && max !== null) {
    return min === max
      ? t('amount.budget', { amount: formatRupees(min) })
      : t('amount.budgetRange', { min: formatRupees(min), max: formatRupees(max) });
  }
  return min !== null ? t('amount.budgetFrom', { amount: formatRupees(min) }) : t('amount.budgetUpTo', { amount: formatRupees(max!) });
}

/** The amount line of a card: Fee for teachers, Budget for students (spec §2). */
export function amountText(
  t: SearchT,
  result: Pick<SearchResult, 'userType' | 'monthlyFee' | 'budgetMin' | 'budgetMax'> & { feeUnit?: SearchResult['feeUnit'] },
): string {
  return result.userType === 'teacher' ? feeText(t, result.monthlyFee, result.feeUnit ?? 'per_month') : budgetText(t, result.budgetMin, result.budgetMax);
}

/** The real count: "Found 137 tutors", or "More than 1,000 tutors" past the server's cap. */
export function countText(t: SearchT, target: 'teacher' | 'student', total: number, capped: boolean): string {
  const number = formatNumber(total);
  if (capped) return target === 'teacher' ? t('results.moreTutors', { number }) : t('results.moreStudents', { number });
  return target === 'teacher' ? t('results.foundTutors', { count: total, number }) : t('results.foundStudents', { count: total, number });
}

/** "2.5 km away" (Indian digit grouping, one decimal when there is one). */
export function distanceText(t: SearchT, km: number): string {
  return t('card.distance', { distance: formatNumber(km, ONE_DECIMAL) });
}

export function fullName(result: Pick<SearchResult, 'name' | 'lastName'>): string {
  return [result.name, result.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** "Koramangala, Bengaluru, Karnataka" from whatever parts are known, without repeats. */
export function placeText(result: Pick<SearchResult, 'locality' | 'city' | 'state'>): string | null {
  const parts = [result.locality, result.city, result.state].map((part) => part?.trim()).filter((part): part is string => !!part);
  const unique = parts.filter((part, index) => parts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index);
  return unique.length ? unique.join(', ') : null;
}

/** "Experience: 5 years": the free text as typed, labelled only when it does not say "experience" itself (in either language the label never mixes into the text). */
export function experienceText(t: SearchT, experience: string | null): string | null {
  const text = experience?.trim();
  if (!text) return null;
  return /experience/i.test(text) ? text : t('card.experience', { experience: text });
}

/** Teachers: experience · qualification. Students: class · school. */
export function detailParts(
  t: SearchT,
  result: Pick<SearchResult, 'userType' | 'experience' | 'qualification' | 'class' | 'schoolName'>,
): string[] {
  const parts =
    result.userType === 'teacher'
      ? [experienceText(t, result.experience), result.qualification]
      : [result.class, result.schoolName];
  return parts.map((part) => part?.trim()).filter((part): part is string => !!part);
}

/** Whether a teacher has a rating to show (else "New"). */
export function isRated(rating: number | null, reviewCount: number): rating is number {
  return rating !== null && reviewCount > 0;
}

/** "4.6", or "New" when nobody has rated yet. */
export function ratingText(t: SearchT, rating: number | null, reviewCount: number): string {
  return isRated(rating, reviewCount)
    ? formatNumber(rating, ONE_DECIMAL)
    : t('card.newRating');
}

export function reviewCountText(t: SearchT, count: number): string {
  return t('card.reviews', { count });
}
