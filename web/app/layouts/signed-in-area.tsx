import { Suspense, useEffect } from 'react';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { adoptAccountLanguage } from '../../i18n/index.ts';
import { SessionErrorScreen } from './session-error.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const AppShell = lazyWithRetry(() => import('../routes/app-shell.tsx'));
const Landing = lazyWithRetry(() => import('../routes/landing.tsx'));

/** Starts downloading the signed-in shell (its chunk holds the home screen too) before the session is confirmed. */
export function preloadAppShell(): void {
  void AppShell.preload();
}

/**
 * Every path that is not a sign-in, registration or admin path. Signed in: the app shell and its screens.
 * Signed out: the landing page, whatever the path (spec §2). A stored token being checked: Loading.
 */
export function SignedInArea() {
  const auth = useAuth();
  // Signed in: the language saved with the account wins (also when it was changed on another device).
  const accountLanguage = auth.user?.language;
  useEffect(() => void adoptAccountLanguage(accountLanguage), [accountLanguage]);
  if (auth.isLoading) return <PageSpinner />;
  if (auth.error) return <SessionErrorScreen error={auth.error} onRetry={auth.retry} />;
  return (
    <Suspense fallback={<DelayedSpinner />}>
      {auth.isAuthenticated && auth.user ? <AppShell user={auth.user} profile={auth.profile} token={auth.token!} /> : <Landing />}
    </Suspense>
  );
}
