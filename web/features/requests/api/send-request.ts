import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionRequest, RequestResponse, SendRequestBody } from '../../../../contract/requests.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { REQUESTS_QUERY_KEY, SENT_REQUESTS_QUERY_KEY } from './requests-keys.ts';

/** POST /api/user/request: a student's learning interest or a teacher's teaching offer. */
export function sendRequest(body: SendRequestBody): Promise<RequestResponse> {
  return apiRequest<RequestResponse>('POST', '/api/user/request', body);
}

/**
 * The new request joins the Sent list at once (so every card for that user reads 'Request Sent'), then the lists
 * are refetched. A 409 (already pending or connected) also refreshes them. Toasts belong to the dialog.
 */
export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['requests', 'send'],
    mutationFn: sendRequest,
    onSuccess: ({ request }) => {
      queryClient.setQueryData<ConnectionRequest[]>(SENT_REQUESTS_QUERY_KEY, (list) =>
        list ? [request, ...list.filter((r) => r.id !== request.id)] : list,
      );
    },
    // Not awaited: the answer is known now; the refetch must not hold the button in 'Sending...'.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
  });
}
