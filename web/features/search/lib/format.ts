import { DEFAULT_MONTHLY_FEE } from '../../../../contract/constants.ts';
import type { SearchResult } from '../../../../contract/search.ts';

const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian grouping with the rupee sign: 5000 → "₹5,000", 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return `₹${rupeeGrouping.format(amount)}`;
}

/** A teacher's monthly fee: "Fee ₹4,500/month"; without one, the spec §9 default of ₹5,000 (as on the dashboard). */
export function feeText(monthlyFee: number | null): string {
  return `Fee ${formatRupees(monthlyFee ?? DEFAULT_MONTHLY_FEE)}/month`;
}

/** A student's budget: "Budget ₹2,000–₹5,000", one-sided ranges, or "Budget not set". */
export function budgetText(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'Budget not set';
  if (min !== null && max !== null) {
    return min === max ? `Budget ${formatRupees(min)}` : `Budget ${formatRupees(min)}–${formatRupees(max)}`;
  }
  return min !== null ? `Budget from ${formatRupees(min)}` : `Budget up to ${formatRupees(max!)}`;
}

/** The amount line of a card: Fee for teachers, Budget for students (spec §2). */
export function amountText(result: Pick<SearchResult, 'userType' | 'monthlyFee' | 'budgetMin' | 'budgetMax'>): string {
  return result.userType === 'teacher' ? feeText(result.monthlyFee) : budgetText(result.budgetMin, result.budgetMax);
}

/** "Found 24", or "Found 24+" while the server has a further page. */
export function foundText(count: number, hasMore: boolean): string {
  return `Found ${count}${hasMore ? '+' : ''}`;
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

/** "5 years experience" (free text, so "experience" is added only when missing). */
export function experienceText(experience: string | null): string | null {
  const text = experience?.trim();
  if (!text) return null;
  return /experience/i.test(text) ? text : `${text} experience`;
}

/** Teachers: experience · qualification. Students: class · school. */
export function detailParts(
  result: Pick<SearchResult, 'userType' | 'experience' | 'qualification' | 'class' | 'schoolName'>,
): string[] {
  const parts =
    result.userType === 'teacher'
      ? [experienceText(result.experience), result.qualification]
      : [result.class, result.schoolName];
  return parts.map((part) => part?.trim()).filter((part): part is string => !!part);
}

/** "4.6", or "New" when nobody has rated yet. */
export function ratingText(rating: number | null, reviewCount: number): string {
  return rating === null || reviewCount === 0 ? 'New' : rating.toFixed(1);
}

export function reviewCountText(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`;
}
