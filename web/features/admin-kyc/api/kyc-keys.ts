import { ADMIN_QUERY_PREFIX } from '../../admin/api/admin-request.ts';
import type { KycReviewStatus } from '../lib/kyc-review.ts';

/** Every KYC review query starts with this (and so with ADMIN_QUERY_PREFIX: the header's Refresh refetches it). */
export const ADMIN_KYC_KEY = [`${ADMIN_QUERY_PREFIX}/kyc`] as const;

export const kycListKey = (status: KycReviewStatus) => [...ADMIN_KYC_KEY, 'list', status] as const;
export const kycSubmissionKey = (id: string) => [...ADMIN_KYC_KEY, 'submission', id] as const;

/** True for every admin query, for refetching them all after a decision (lists, counts, the user's detail). */
export function isAdminQuery(query: { queryKey: readonly unknown[] }): boolean {
  return String(query.queryKey[0] ?? '').startsWith(ADMIN_QUERY_PREFIX);
}
