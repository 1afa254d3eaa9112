import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StateAgeBody } from '../../../../contract/families.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** POST /api/account/age: the once-only in-app age prompt (a date of birth, or "I am 18 or older"). */
export async function stateAge(body: StateAgeBody): Promise<void> {
  await apiRequest('POST', '/api/account/age', body);
}

export function useStateAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['families', 'state-age'],
    mutationFn: stateAge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
