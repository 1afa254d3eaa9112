import { useNavigate } from 'react-router';
import { clearAdminSession, getAdminToken } from '../../../lib/admin-session.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** Admin logout (spec §4): clears adminToken + adminUser, toasts 'Logged out', goes to /admin/login. */
export function useAdminLogout() {
  const navigate = useNavigate();
  return () => {
    const token = getAdminToken();
    // Best effort: end the server session too; the local session is cleared regardless.
    if (token) void apiRequest('POST', '/api/auth/logout', undefined, { token }).catch(() => undefined);
    clearAdminSession();
    toast.success('Logged out');
    void navigate('/admin/login', { replace: true });
  };
}
