import { DEFAULT_MONTHLY_FEE, DEFAULT_TEACHER_RATING } from '../../../../contract/constants.ts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Spec §9: a teacher without a fee shows the default 5000 per month. */
export function monthlyFeeText(fee: number | null | undefined): string {
  return `${formatRupees(fee ?? DEFAULT_MONTHLY_FEE)} / month`;
}

/** Spec §9: a rating to one decimal, 3.0 when the teacher has none yet. */
export function teacherRatingText(rating: number | null | undefined): string {
  return (rating ?? DEFAULT_TEACHER_RATING).toFixed(1);
}

export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** "₹500 – ₹2,000", "From ₹500", "Up to ₹2,000", or null when neither bound is set. */
export function budgetText(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min != null && max != null) return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
  if (min != null) return `From ${formatRupees(min)}`;
  if (max != null) return `Up to ${formatRupees(max)}`;
  return null;
}

export function fullName(user: { firstName: string; lastName: string | null }): string {
  return [user.firstName, user.lastName].map((p) => p?.trim()).filter(Boolean).join(' ');
}
