import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { forgetAdminUser, invalidateAdminQueries, removeAdminUser } from './admin-users-keys.ts';

/** Spec §4/§9: after a delete, lists are refetched after 1 second. */
export const REFETCH_AFTER_DELETE_MS = 1000;

/** DELETE /api/admin/users/{id}/delete: the account and all its data, permanently. */
export function deleteUser(id: string): Promise<{ message: string }> {
  return adminRequest<{ message: string }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}/delete`);
}

/**
 * Toasts 'User deleted' or 'Failed to delete user'. The card leaves the loaded lists at once; 1 second later the
 * user's detail is forgotten and admin queries are refetched.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'delete'],
    mutationFn: deleteUser,
    retry: false,
    onSuccess: (_response, id) => {
      removeAdminUser(queryClient, id);
      toast.success('User deleted');
      setTimeout(() => {
        forgetAdminUser(queryClient, id);
        void invalidateAdminQueries(queryClient);
      }, REFETCH_AFTER_DELETE_MS);
    },
    onError: (error) => toast.error('Failed to delete user', errorMessage(error, 'Please try again.')),
  });
}
