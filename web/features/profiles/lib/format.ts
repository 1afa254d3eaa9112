import { DEFAULT_MONTHLY_FEE, DEFAULT_TEACHER_RATING, type FEE_TYPES } from '../../../../contract/constants.ts';
import { feeText } from '../../../lib/tutor-labels.ts';
import { ONE_DECIMAL, formatMoney, formatNumber } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

/** Whole rupees with Indian digit grouping: 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return formatMoney(Math.round(amount));
}

/**
 * The teacher's own fee on their dashboard: spec §9's default of 5000 per month when none is set, labelled as a
 * default (nobody else ever sees it: others see "Fee not set").
 */
export function monthlyFeeText(fee: number | null | undefined): string {
  return fee == null
    ? i18n.t('profiles:format.defaultFee', { amount: formatRupees(DEFAULT_MONTHLY_FEE) })
    : i18n.t('profiles:format.perMonth', { amount: formatRupees(fee) });
}

/** The teacher's own fee on their dashboard, with its unit ("₹600 / hour"); without one, the labelled default as above. */
export function teacherFeeText(fee: number | null | undefined, unit: (typeof FEE_TYPES)[number]): string {
  return fee == null ? monthlyFeeText(fee) : feeText(fee, unit);
}

/** The teacher's own rating on their dashboard: to one decimal; without reviews spec §9's 3.0, labelled as a default. */
export function teacherRatingText(rating: number | null | undefined, reviewCount: number): string {
  return rating == null || reviewCount === 0
    ? i18n.t('profiles:format.defaultRating', { rating: formatNumber(DEFAULT_TEACHER_RATING, ONE_DECIMAL) })
    : formatNumber(rating, ONE_DECIMAL);
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
