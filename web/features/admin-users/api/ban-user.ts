import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BanUserBody } from '../../../../contract/admin.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { invalidateAdminQueries, patchAdminUser } from './admin-users-keys.ts';

export interface BanUserInput extends BanUserBody {
  id: string;
}

/** POST /api/admin/users/{id}/ban {reason}: the server ends the user's sessions at once. */
export function banUser({ id, reason }: BanUserInput): Promise<{ message: string }> {
  return adminRequest<{ message: string }>('POST', `/api/admin/users/${encodeURIComponent(id)}/ban`, { reason });
}

/** Toasts 'User banned' or 'Failed to ban user'; the user shows as banned at once, then admin queries refetch. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'ban'],
    mutationFn: banUser,
    retry: false,
    onSuccess: (_response, { id, reason }) => {
      patchAdminUser(queryClient, id, { isBanned: true, banReason: reason.trim(), bannedAt: new Date().toISOString(), isOnline: false });
      toast.success('User banned');
      void invalidateAdminQueries(queryClient);
    },
    onError: (error) => toast.error('Failed to ban user', errorMessage(error, 'Please try again.')),
  });
}
