import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMeAndNearby } from './location-cache.ts';

/** DELETE /api/user/live-location: sharing stops; the saved location stays verified. */
export function stopLiveLocation(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', '/api/user/live-location');
}

export function useStopLiveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['location', 'live', 'stop'],
    mutationFn: stopLiveLocation,
    onSuccess: () => refreshMeAndNearby(queryClient, { isLiveSharing: false }),
  });
}
