import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { invalidateAdminQueries, patchAdminUser } from './admin-users-keys.ts';

/** POST /api/admin/users/{id}/unban: lifts a ban. */
export function unbanUser(id: string): Promise<{ message: string }> {
  return adminRequest<{ message: string }>('POST', `/api/admin/users/${encodeURIComponent(id)}/unban`);
}

/** Toasts 'User unbanned' or 'Failed to unban user'; the ban goes at once, then admin queries refetch. */
export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'unban'],
    mutationFn: unbanUser,
    retry: false,
    onSuccess: (_response, id) => {
      patchAdminUser(queryClient, id, { isBanned: false, banReason: null, bannedAt: null });
      toast.success('User unbanned');
      void invalidateAdminQueries(queryClient);
    },
    onError: (error) => toast.error('Failed to unban user', errorMessage(error, 'Please try again.')),
  });
}
