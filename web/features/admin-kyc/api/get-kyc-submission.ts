import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { ApiError, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { kycSubmissionKey } from './kyc-keys.ts';

/** GET /api/admin/kyc/{id}: one submission with the URLs of its three documents. */
export function getKycSubmission(id: string, signal?: AbortSignal): Promise<KycSubmission> {
  return adminRequest<KycSubmission>('GET', `/api/admin/kyc/${encodeURIComponent(id)}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function kycSubmissionQueryOptions(id: string) {
  return queryOptions({
    queryKey: kycSubmissionKey(id),
    queryFn: ({ signal }) => getKycSubmission(id, signal),
    // A missing submission (404) or a bad id (400) stays missing.
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

export function useKycSubmission(id: string) {
  return useQuery(kycSubmissionQueryOptions(id));
}
