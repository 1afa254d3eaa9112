import { DEFAULT_MONTHLY_FEE, DEFAULT_TEACHER_RATING } from '../../../../contract/constants.ts';
import { ONE_DECIMAL, formatMoney, formatNumber } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

/** Whole rupees with Indian digit grouping: 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return formatMoney(Math.round(amount));
}

/** Spec §9: a teacher without a fee shows the default 5000 per month. */
export function monthlyFeeText(fee: number | null | undefined): string {
  return i18n.t('profiles:format.perMonth', { amount: formatRupees(fee ?? DEFAULT_MONTHLY_FEE) });
}

/** Spec §9: a rating to one decimal, 3.0 when the teacher has none yet. */
export function teacherRatingText(rating: number | null | undefined): string {
  return formatNumber(rating ?? DEFAULT_TEACHER_RATING, ONE_DECIMAL);
}

export function reviewCountText(count: number): string {
  return i18n.t('profiles:format.reviews', { count });
}

/** "₹500 – ₹2,000", "From ₹500", "Up to ₹2,000", or null when neither bound is set. */
export function budgetText(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min != null && max != null) {
    return min === max ? formatRupees(min) : i18n.t('profiles:format.budgetRange', { min: formatRupees(min), max: formatRupees(max) });
  }
  if (min != null) return i18n.t('profiles:format.budgetFrom', { amount: formatRupees(min) });
  if (max != null) return i18n.t('profiles:format.budgetUpTo', { amount: formatRupees(max) });
  return null;
}

export function fullName(user: { firstName: string; lastName: string | null }): string {
  return [user.firstName, user.lastName].map((p) => p?.trim()).filter(Boolean).join(' ');
}
