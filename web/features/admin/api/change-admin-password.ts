import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../contract/admin.ts';
import { adminRequest } from './admin-request.ts';

/** PUT /api/admin/change-password: the admin's own password; the server ends the admin's other sessions. */
export function changeAdminPassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return adminRequest<{ message: string }>('PUT', '/api/admin/change-password', body);
}

/** Never retried: a wrong current password would only fail again. Toasts and navigation are the form's. */
export function useChangeAdminPassword() {
  return useMutation({
    mutationKey: ['admin', 'change-password'],
    mutationFn: changeAdminPassword,
    retry: false,
  });
}
