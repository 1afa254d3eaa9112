import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { isOpenPath } from '../open-paths.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { adoptAccountLanguage } from '../../i18n/index.ts';
import { SessionErrorScreen } from './session-error.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import { dropSignedInPreview, hasSignedInPreview } from '../../lib/signed-in-preview.ts';

const AppShell = lazyWithRetry(() => import('../routes/app-shell.tsx'));
const Landing = lazyWithRetry(() => import('../routes/landing.tsx'));
const PublicShell = lazyWithRetry(() => import('../routes/public-shell.tsx'));

/** Starts downloading the signed-in shell (its chunk holds the home screen too) before the session is confirmed. */
export function preloadAppShell(): void {
  void AppShell.preload();
}

/**
 * Every path that is not a sign-in, registration or admin path. Signed in: the app shell and its screens.
 * Signed out: the public shell on the screens visitors may open (web/app/open-paths.ts), the landing page on any
 * other path (spec §2). A stored token being checked: Loading.
 */
export function SignedInArea() {
  const auth = useAuth();
  const { pathname } = useLocation();
  // Signed in: the language saved with the account wins (also when it was changed on another device).
  const accountLanguage = auth.user?.language;
  useEffect(() => void adoptAccountLanguage(accountLanguage), [accountLanguage]);
  // A static copy of the home was shown for a session that is not (or no longer) valid, or cannot be checked now.
  const signedIn = auth.isAuthenticated && !!auth.user;
  useLayoutEffect(() => {
    if (!auth.isLoading && !signedIn) dropSignedInPreview();
  }, [auth.isLoading, signedIn]);
  // While the static copy of the home is up, it is the loading state.
  if (auth.isLoading) return hasSignedInPreview() ? null : <PageSpinner />;
  if (auth.error) return <SessionErrorScreen error={auth.error} onRetry={auth.retry} />;
  return (
    <Suspense fallback={<DelayedSpinner />}>
      {auth.isAuthenticated && auth.user ? (
        <AppShell user={auth.user} profile={auth.profile} token={auth.token!} />
      ) : isOpenPath(pathname) ? (
        <PublicShell />
      ) : (
        <Landing />
      )}
    </Suspense>
  );
}
