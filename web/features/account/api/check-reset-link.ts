import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckResetLinkBody } from '../../../../contract/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password/check: whether the emailed link can still set a password (400 when it cannot). */
export function checkResetLink(body: CheckResetLinkBody, signal?: AbortSignal): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/reset-password/check', body, { token: null, signal });
}

/** Asked once when the reset page opens; an invalid link stays invalid, so it is neither retried nor refetched. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account', 'reset-link', token],
    queryFn: ({ signal }) => checkResetLink({ token }, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useResetLinkCheck(token: string | null) {
  return useQuery({ ...resetLinkQueryOptions(token ?? ''), enabled: !!token });
}
