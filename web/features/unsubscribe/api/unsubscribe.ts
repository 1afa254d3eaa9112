import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/notifications/unsubscribe?token=…: turns that kind of email off (no session needed). */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {});
}

export const useUnsubscribe = () => useMutation({ mutationKey: ['unsubscribe'], mutationFn: unsubscribe, retry: false });
