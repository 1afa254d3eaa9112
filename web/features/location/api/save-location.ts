import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveLocationBody, SaveLocationResponse } from '../../../../contract/location.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMeAndNearby, userFieldsOf } from './location-cache.ts';

/** What the client sends: coordinates (and accuracy); every address part is optional. */
export type SaveLocationRequest = Partial<SaveLocationBody> & Pick<SaveLocationBody, 'latitude' | 'longitude'>;

/** POST /api/user/location: the server reverse-geocodes city, state, PIN and locality when absent. */
export function saveLocation(body: SaveLocationRequest): Promise<SaveLocationResponse> {
  return apiRequest<SaveLocationResponse>('POST', '/api/user/location', body);
}

/** Save the verified location; on success refresh me and nearby (toasts belong to the calling widget). */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['location', 'save'],
    mutationFn: saveLocation,
    onSuccess: ({ location }) => refreshMeAndNearby(queryClient, userFieldsOf(location)),
  });
}
