import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendSupportMessageBody, SupportMessage } from '../../../../contract/support.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { withSupportMessage } from '../lib/support-thread.ts';
import { SUPPORT_MESSAGES_QUERY_KEY } from './support-keys.ts';

/** POST /api/support/message → 201 the stored message (400 when blank, 429 when sending too fast). */
export function sendSupportMessage(body: SendSupportMessageBody): Promise<SupportMessage> {
  return apiRequest<SupportMessage>('POST', '/api/support/message', body);
}

/**
 * Sends a support message. The thread shows the message being sent from the mutation's variables (not the cache, which
 * the 2 s poll rewrites); the server's copy joins the cache on success. The caller shows the error toast.
 */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['support', 'send'],
    mutationFn: sendSupportMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<SupportMessage[]>(SUPPORT_MESSAGES_QUERY_KEY, (list) => withSupportMessage(list, message));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SUPPORT_MESSAGES_QUERY_KEY }),
  });
}
