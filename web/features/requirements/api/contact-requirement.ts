import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactRequirementResponseSchema } from '../../../../contract/requirements.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { patchRequirement } from './requirements-keys.ts';

export type ContactRequirementResponse = z.infer<typeof ContactRequirementResponseSchema>;

/** POST /api/requirements/:id/contact: counted once per viewer; the poster is told in real time. */
export function contactRequirement(id: string): Promise<ContactRequirementResponse> {
  return apiRequest<ContactRequirementResponse>('POST', `/api/requirements/${encodeURIComponent(id)}/contact`, {});
}

/** Marks the card Contacted with the new count wherever it is shown (no refetch: the order would jump). */
export function useContactRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['requirements', 'contact'],
    mutationFn: contactRequirement,
    onSuccess: ({ contactCount }, id) => patchRequirement(queryClient, id, { contacted: true, contactCount }),
  });
}
