import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationVisibilityBody } from '../../../../contract/location.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { patchMe } from './location-cache.ts';

/** PUT /api/user/location-visibility: exact point or a ~1 km area for nearby verified users. */
export function updateLocationVisibility(body: LocationVisibilityBody): Promise<LocationVisibilityBody> {
  return apiRequest<LocationVisibilityBody>('PUT', '/api/user/location-visibility', body);
}

export function useUpdateLocationVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['location', 'visibility'],
    mutationFn: updateLocationVisibility,
    onSuccess: ({ showExactLocation }) => {
      patchMe(queryClient, { showExactLocation });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
