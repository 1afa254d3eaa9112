import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentInvite } from '../../../../contract/families.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { consentInviteKey } from './families-keys.ts';

/** GET /api/guardian/consent?token=…: whose consent a guardian's link asks for (public). */
export async function getConsentInvite(token: string, signal?: AbortSignal): Promise<ConsentInvite> {
  const path = `/api/guardian/consent?${new URLSearchParams({ token }).toString()}`;
  return (await apiRequest<ConsentInvite>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE, token: null }))!;
}

export function consentInviteQueryOptions(token: string) {
  return queryOptions({ queryKey: consentInviteKey(token), retry: false, queryFn: ({ signal }) => getConsentInvite(token, signal) });
}

export function useConsentInvite(token: string) {
  return useQuery({ ...consentInviteQueryOptions(token), enabled: !!token });
}
