import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DelayedSpinner } from '../components/layout/delayed-spinner.tsx';
import { getToken } from '../lib/auth-token.ts';
import { prepareClassMerge } from '../lib/utils.ts';
import { preloadAppShell } from './layouts/signed-in-area.tsx';
import { dropSignedInPreview } from '../lib/signed-in-preview.ts';
import { dropPrerenderedPage, keepPrerenderedPage } from './prerendered-page.ts';
import { Providers } from './providers.tsx';
import { createAppRouter, preloadFirstSignedInScreen } from './router.tsx';

/**
 * The app's second stage (web/main.tsx loads it): React DOM, the router and the first render. Evaluated in a task of
 * its own after the entry's (which starts the language, the data requests and the service worker), so neither task
 * holds the main thread for both; the HTML preloads this stage's code with the entry's (vite.config.ts).
 */
export function startApp(firstScreenReady: Promise<unknown>): void {
  // Signed in: the shell's code and the first screen's download while the first screen's catalogues arrive.
  if (getToken()) {
    preloadAppShell();
    preloadFirstSignedInScreen(window.location.pathname);
  }
  // On a first visit, tailwind-merge builds its class table in a task of its own, before the first render needs it
  // (utils.ts); a returning visitor's class lists are merged already.
  setTimeout(prepareClassMerge, 0);

  const root = document.getElementById('root')!;
  // A sign-in or registration page's static copy stays on screen until its real page takes over (prerendered-page.ts);
  // if the app shows another path instead (a signed-in visitor is sent home), the copy goes.
  keepPrerenderedPage(root);
  // The router (it matches the first path) in a task of its own, not in the one that evaluated this stage's code.
  setTimeout(() => {
    const router = createAppRouter();
    const firstPath = window.location.pathname;
    router.subscribe((state) => {
      if (state.location.pathname === firstPath) return;
      dropPrerenderedPage();
      dropSignedInPreview();
    });
    // As a transition, the first render yields to the browser between components instead of holding the main thread
    // for the whole tree (Lighthouse mobile, median of 3, same build otherwise: /register-student 84 → 90,
    // /register-teacher 86 → 91, /login 92 → 94).
    const render = () =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <Providers>
              <Suspense fallback={<DelayedSpinner />}>
                <RouterProvider router={router} />
              </Suspense>
            </Providers>
          </StrictMode>,
        ),
      );
    // The first render waits for the active language's common catalogue and the first screen's, so no screen paints
    // in one language and then another, and briefly for the first screen's data (web/main.tsx). Later screens suspend
    // below.
    firstScreenReady.then(render, render);
  }, 0);
}
