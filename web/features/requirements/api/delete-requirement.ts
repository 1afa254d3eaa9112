import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponseSchema } from '../../../../contract/common.ts';
import { activeChildQuery } from '../../../lib/active-child.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_REQUIREMENT_KEY, REQUIREMENTS_QUERY_KEY } from './requirements-keys.ts';

/** DELETE /api/requirements: the user's own requirement (there is only one). */
export function deleteRequirement(): Promise<z.infer<typeof MessageResponseSchema>> {
  return apiRequest<z.infer<typeof MessageResponseSchema>>('DELETE', `/api/requirements${activeChildQuery()}`);
}

export function useDeleteRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['requirements', 'delete'],
    mutationFn: deleteRequirement,
    onSuccess: () => queryClient.setQueryData(MY_REQUIREMENT_KEY, null),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: REQUIREMENTS_QUERY_KEY }),
  });
}
