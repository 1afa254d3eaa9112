import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateRequirementBodySchema, PostRequirementResponseSchema } from '../../../../contract/requirements.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_REQUIREMENT_KEY, REQUIREMENTS_QUERY_KEY } from './requirements-keys.ts';

export type PostRequirementValues = z.output<typeof CreateRequirementBodySchema>;
export type PostRequirementResponse = z.infer<typeof PostRequirementResponseSchema>;

/** POST /api/requirements: one per user, so posting again replaces the current one. */
export function postRequirement(body: PostRequirementValues): Promise<PostRequirementResponse> {
  return apiRequest<PostRequirementResponse>('POST', '/api/requirements', body);
}

/** The new requirement becomes the user's own at once; every requirements list is then refetched. */
export function usePostRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['requirements', 'post'],
    mutationFn: postRequirement,
    onSuccess: ({ requirement }) => queryClient.setQueryData(MY_REQUIREMENT_KEY, requirement),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: REQUIREMENTS_QUERY_KEY }),
  });
}
