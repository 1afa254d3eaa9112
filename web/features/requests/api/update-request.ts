import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionRequest, RequestResponse, UpdateRequestBody } from '../../../../contract/requests.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { COUNTERS_QUERY_KEY, RECEIVED_REQUESTS_QUERY_KEY, REQUESTS_QUERY_KEY } from './requests-keys.ts';

export interface UpdateRequestInput extends UpdateRequestBody {
  id: string;
}

/** PATCH /api/user/request/:id: the receiver accepts or rejects a pending request. */
export function updateRequest({ id, status }: UpdateRequestInput): Promise<RequestResponse> {
  return apiRequest<RequestResponse>('PATCH', `/api/user/request/${encodeURIComponent(id)}`, { status });
}

/** The answered request replaces the pending one at once; the lists and the badges are then refetched. */
export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['requests', 'update'],
    mutationFn: updateRequest,
    onSuccess: ({ request }) => {
      queryClient.setQueryData<ConnectionRequest[]>(RECEIVED_REQUESTS_QUERY_KEY, (list) =>
        list?.map((r) => (r.id === request.id ? request : r)),
      );
    },
    // Not awaited: the answer is known now; the refetch must not hold the buttons disabled.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY });
    },
  });
}
