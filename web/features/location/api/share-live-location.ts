import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveLocationBody, SaveLocationResponse } from '../../../../contract/location.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMeAndNearby, userFieldsOf } from './location-cache.ts';

export type LiveLocationRequest = Partial<LiveLocationBody> & Pick<LiveLocationBody, 'latitude' | 'longitude'>;

/** POST /api/user/live-location: saves the position and turns live sharing on in the given mode. */
export function shareLiveLocation(body: LiveLocationRequest): Promise<SaveLocationResponse> {
  return apiRequest<SaveLocationResponse>('POST', '/api/user/live-location', { ...body, isLiveSharing: true });
}

/** Not retried: a tracking update is superseded by the next one. */
export function useShareLiveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['location', 'live', 'share'],
    mutationFn: shareLiveLocation,
    retry: false,
    onSuccess: ({ location }) => refreshMeAndNearby(queryClient, userFieldsOf(location)),
  });
}
