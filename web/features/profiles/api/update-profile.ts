import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MeResponse } from '../../../../contract/auth.ts';
import type { UpdateProfileBody } from '../../../../contract/profiles.ts';
import { i18n } from '../../../i18n/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** PUT /api/profile: returns the updated user and profile (the shape of /api/auth/me). */
export function updateProfile(body: UpdateProfileBody): Promise<MeResponse> {
  return apiRequest<MeResponse>('PUT', '/api/profile', body);
}

/** Save the profile (spec §4/§5): the new account goes into the me cache at once, then back to '/'. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: async (me) => {
      if (me?.user) queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, me);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast.success(i18n.t('profiles:edit.updatedTitle'), i18n.t('profiles:edit.updatedText'));
      await navigate('/');
    },
    onError: (error) => {
      toast.error(i18n.t('profiles:edit.failedTitle'), errorMessage(error, i18n.t('profiles:edit.tryAgain')));
    },
  });
}
