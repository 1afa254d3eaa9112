import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { kycListPath, type KycReviewStatus } from '../lib/kyc-review.ts';
import { kycListKey } from './kyc-keys.ts';

export interface KycSubmissionsPage {
  submissions: KycSubmission[];
  nextUrl: string | null;
}

/** GET /api/admin/kyc?status=: one page; the next one is announced in the Link header. */
export async function getKycSubmissionsPage(path: string, signal?: AbortSignal): Promise<KycSubmissionsPage> {
  const { data, nextUrl } = await apiRequestPage<KycSubmission[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { submissions: data ?? [], nextUrl };
}

export function kycSubmissionsQueryOptions(status: KycReviewStatus) {
  return infiniteQueryOptions({
    queryKey: kycListKey(status),
    queryFn: ({ pageParam, signal }) => getKycSubmissionsPage(pageParam ?? kycListPath(status), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
  });
}

/** The submissions with one status, page by page (Load more). */
export function useKycSubmissions(status: KycReviewStatus) {
  return useInfiniteQuery(kycSubmissionsQueryOptions(status));
}
