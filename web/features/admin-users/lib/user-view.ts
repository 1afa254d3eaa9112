import type { AdminUser } from '../../../../contract/admin-users.ts';

/** What the control panel and the user detail show of a user: labels and plain text, no markup. */
type KycStatus = NonNullable<AdminUser['kycStatus']>;

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName ?? ''].map((part) => part.trim()).filter(Boolean).join(' ');
}

export const USER_TYPE_LABELS: Record<AdminUser['userType'], string> = { student: 'Student', teacher: 'Teacher', parent: 'Parent' };

/** City (and state) of the verified location, else 'No Location' (spec §2). */
export function locationLabel(user: Pick<AdminUser, 'city' | 'state'>): string {
  const parts = [user.city, user.state].map((part) => part?.trim() ?? '').filter(Boolean);
  return user.city?.trim() ? parts.join(', ') : 'No Location';
}

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  not_submitted: 'KYC not submitted',
  under_review: 'KYC under review',
  approved: 'KYC approved',
  rejected: 'KYC rejected',
};

export type BadgeTone = 'success' | 'warning' | 'destructive' | 'outline' | 'secondary';

export const KYC_STATUS_TONES: Record<KycStatus, BadgeTone> = {
  not_submitted: 'outline',
  under_review: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

/** A KYC submission's own status (no 'not submitted'). */
export const SUBMISSION_STATUS_LABELS: Record<'under_review' | 'approved' | 'rejected', string> = {
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
};


const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with Indian grouping, or 'Not set'. */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? 'Not set' : rupees.format(amount);
}

/** "₹500 – ₹2,000", "From ₹500", "Up to ₹2,000" or 'Not set'. */
export function formatBudget(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${rupees.format(min)} – ${rupees.format(max)}`;
  if (min !== null) return `From ${rupees.format(min)}`;
  if (max !== null) return `Up to ${rupees.format(max)}`;
  return 'Not set';
}

/** A rating out of 5 to one decimal, or 'No ratings yet'. */
export function formatRating(rating: number | null, reviewCount: number): string {
  if (rating === null || reviewCount === 0) return 'No ratings yet';
  return `${rating.toFixed(1)} / 5 (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}
