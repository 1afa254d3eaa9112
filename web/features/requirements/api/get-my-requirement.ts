import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Requirement } from '../../../../contract/requirements.ts';
import { activeChildQuery } from '../../../lib/active-child.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { MY_REQUIREMENT_KEY } from './requirements-keys.ts';

/** GET /api/requirements/my: the user's own requirement (a parent's: the active child's), or null when none is posted. */
export async function getMyRequirement(signal?: AbortSignal): Promise<Requirement | null> {
  const path = `/api/requirements/my${activeChildQuery()}`;
  return (await apiRequest<Requirement | null>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? null;
}

export function myRequirementQueryOptions() {
  return queryOptions({
    queryKey: MY_REQUIREMENT_KEY,
    // The contact count changes as others contact it; the socket event refreshes it, this covers a missed one.
    staleTime: 30_000,
    queryFn: ({ signal }) => getMyRequirement(signal),
  });
}

export function useMyRequirement() {
  return useQuery(myRequirementQueryOptions());
}
