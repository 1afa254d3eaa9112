import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../contract/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/notifications/unsubscribe?token=…: turns off the emails the link names (no session: the token is the proof). */
export async function unsubscribe(token: string): Promise<MessageResponse> {
  const path = `/api/notifications/unsubscribe?${new URLSearchParams({ token }).toString()}`;
  return (await apiRequest<MessageResponse>('POST', path, undefined, { token: null }))!;
}

/** Signed in, the settings screen reads the new switches next time it opens. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['unsubscribe', 'email'],
    mutationFn: () => unsubscribe(token),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications', 'preferences'] }),
  });
}
