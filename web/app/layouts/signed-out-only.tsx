import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsMutating } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { returnPathFrom } from '../../lib/return-path.ts';

/** /login and the registration pages: only while signed out; a signed-in user goes home (or to ?next=). */
export function SignedOutOnly() {
  const auth = useAuth();
  const location = useLocation();
  const next = returnPathFrom(location.search, location.state);
  const signingIn = useIsMutating({ mutationKey: ['auth'] }) > 0;
  if (auth.isAuthenticated) return <Navigate to={next} replace />;
  if (auth.isLoading && !signingIn) return <PageSpinner />;
  return (
    <Suspense fallback={<DelayedSpinner />}>
      <Outlet />
    </Suspense>
  );
}
