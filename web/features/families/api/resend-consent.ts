import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendConsentBody } from '../../../../contract/families.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** POST /api/guardian/consent/resend: a new link, optionally to a corrected address. */
export async function resendConsent(body: ResendConsentBody): Promise<{ message: string; guardianEmail: string }> {
  return (await apiRequest<{ message: string; guardianEmail: string }>('POST', '/api/guardian/consent/resend', body))!;
}

export function useResendConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['families', 'resend-consent'],
    mutationFn: resendConsent,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
