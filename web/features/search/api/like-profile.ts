import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileLikeResponse } from '../../../../contract/profiles.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { errorText } from '../lib/error-text.ts';
import { isSearchQuery, patchSearchResult, type SearchData } from './search-users.ts';

/** POST /api/profile/:id/like: idempotent; answers the new count. */
export function likeProfile(id: string): Promise<ProfileLikeResponse> {
  return apiRequest<ProfileLikeResponse>('POST', `/api/profile/${encodeURIComponent(id)}/like`, {});
}

/** Like a profile: every search list shows it liked at once; a failure puts the old counts back. */
export function useLikeProfile() {
  const { t } = useTranslation('search');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'like'],
    mutationFn: likeProfile,
    onMutate: (id) => {
      const snapshot = queryClient.getQueriesData<SearchData>({ predicate: isSearchQuery });
      patchSearchResult(queryClient, id, (result) =>
        result.likedByMe ? result : { ...result, likedByMe: true, likeCount: result.likeCount + 1 },
      );
      return { snapshot };
    },
    onError: (error, _id, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
      toast.error(t('like.failed'), errorText(error, t('like.tryLater')));
    },
    onSuccess: ({ likeCount }, id) => patchSearchResult(queryClient, id, { likedByMe: true, likeCount }),
  });
}
