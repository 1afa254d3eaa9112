import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { MeResponse } from '../../../../contract/auth.ts';
import { clearAdminSession, getAdminSession } from '../../../lib/admin-session.ts';
import { isAuthFailure } from '../../../lib/api-client.ts';
import { adminRequest } from '../api/admin-request.ts';

/**
 * Admin routes need an admin token and a stored adminUser whose userType is admin; otherwise /admin/login. The
 * stored session is then checked with the server: a token revoked there (logout elsewhere, password change, ban)
 * clears it and goes to the login too, instead of showing a panel whose every call fails.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = getAdminSession();
  const check = useQuery({
    queryKey: ['/api/auth/me', 'admin', session?.token],
    queryFn: ({ signal }) => adminRequest<MeResponse>('GET', '/api/auth/me', undefined, { signal }),
    enabled: !!session,
    retry: false,
    staleTime: 60_000,
  });
  const revoked = (check.isError && isAuthFailure(check.error)) || (!!check.data && check.data.user.userType !== 'admin');
  useEffect(() => {
    if (revoked) clearAdminSession();
  }, [revoked]);

  if (!session || revoked) return <Navigate to="/admin/login" replace />;
  return children;
}
