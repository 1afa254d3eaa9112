import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useIsMutating } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';

/** /login and the registration pages: only while signed out; a signed-in user goes home. */
export function SignedOutOnly() {
  const auth = useAuth();
  const signingIn = useIsMutating({ mutationKey: ['auth'] }) > 0;
  if (auth.isAuthenticated) return <Navigate to="/" replace />;
  if (auth.isLoading && !signingIn) return <PageSpinner />;
  return (
    <Suspense fallback={<DelayedSpinner />}>
      <Outlet />
    </Suspense>
  );
}
