import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedRequirement } from '../../../../contract/requirements.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { FEATURED_REQUIREMENTS_KEY } from './requirements-keys.ts';

/**
 * GET /api/requirements/featured: up to 3 of the other type's requirements, near the viewer first (each says why it
 * is featured).
 */
export async function getFeaturedRequirements(signal?: AbortSignal): Promise<FeaturedRequirement[]> {
  const path = '/api/requirements/featured';
  return (await apiRequest<FeaturedRequirement[]>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE })) ?? [];
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
