import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../contract/auth.ts';
import type { UploadProfileResponse } from '../../../../contract/uploads.ts';
import { i18n } from '../../../i18n/index.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

/** Uploads of a few MB on a mobile connection need longer than the 15 s default. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/auth/upload-profile: multipart with the one file field `profileImage`. */
export function uploadProfilePhoto(file: File): Promise<UploadProfileResponse> {
  const body = new FormData();
  body.append('profileImage', file);
  return apiRequest<UploadProfileResponse>('POST', '/api/auth/upload-profile', body, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** Spec §4: uploading while pending; on success the new photo shows everywhere (me is refetched). */
export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'upload-photo'],
    mutationFn: uploadProfilePhoto,
    retry: false,
    onSuccess: async ({ profileImage }) => {
      if (profileImage) {
        queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (old) => (old ? { ...old, user: { ...old.user, profileImage } } : old));
      }
      toast.success(i18n.t('profiles:photo.updated'));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (error) => {
      // The server's own checks use the client's texts (spec §5); anything else is a failed upload.
      if (error instanceof ApiError && error.status === 413) toast.error(i18n.t('profiles:photo.tooLarge'), i18n.t('profiles:photo.selectSmaller'));
      else if (error instanceof ApiError && error.status === 400) toast.error(i18n.t('profiles:photo.invalidType'), i18n.t('profiles:photo.selectImage'));
      else toast.error(i18n.t('profiles:photo.uploadFailed'), i18n.t('profiles:photo.uploadFailedText'));
    },
  });
}
