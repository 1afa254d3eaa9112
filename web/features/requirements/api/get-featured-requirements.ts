import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Requirement } from '../../../../contract/requirements.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { FEATURED_REQUIREMENTS_KEY } from './requirements-keys.ts';

/** GET /api/requirements/featured: up to 3 of the other type's most contacted requirements lately. */
export async function getFeaturedRequirements(signal?: AbortSignal): Promise<Requirement[]> {
  const path = '/api/requirements/featured';
  return (await apiRequest<Requirement[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
}

export function featuredRequirementsQueryOptions() {
  return queryOptions({
    queryKey: FEATURED_REQUIREMENTS_KEY,
    queryFn: ({ signal }) => getFeaturedRequirements(signal),
  });
}

export function useFeaturedRequirements() {
  return useQuery(featuredRequirementsQueryOptions());
}
