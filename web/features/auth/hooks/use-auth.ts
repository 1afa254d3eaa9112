import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAuthFailure } from '../../../lib/api-client.ts';
import { clearToken, useToken } from '../../../lib/auth-token.ts';
import { ME_QUERY_KEY, useMe } from '../../../lib/me-query.ts';

/**
 * The student/teacher session (spec §4). Authenticated only when me returned a user, a token exists
 * and there is no error; a 401/403 from me clears the token.
 */
export function useAuth() {
  const token = useToken();
  const me = useMe(token);
  const queryClient = useQueryClient();
  const authFailed = me.isError && isAuthFailure(me.error);

  useEffect(() => {
    if (!authFailed) return;
    clearToken();
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
  }, [authFailed, queryClient]);

  const user = me.data?.user ?? null;
  return {
    token,
    user,
    profile: me.data?.profile ?? null,
    isLoading: !!token && me.isPending,
    isAuthenticated: !!token && !!user && !me.isError,
    /** A failure other than an expired session (server down, timeout). */
    error: me.isError && !authFailed ? me.error : null,
    retry: () => void me.refetch(),
  };
}
