// First: the forms' validation library must never try eval (the CSP forbids it; see the module).
import './lib/zod-without-eval.ts';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { firstScreenNamespaces } from './app/first-screen-namespaces.ts';
import { prefetchSignedInData } from './app/home-data.ts';
import { preloadAppShell } from './app/layouts/signed-in-area.tsx';
import { dropPrerenderedPage, keepPrerenderedPage } from './app/prerendered-page.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { DelayedSpinner } from './components/layout/delayed-spinner.tsx';
import { i18n, startI18n } from './i18n/index.ts';
import { getToken } from './lib/auth-token.ts';
import { prepareClassMerge } from './lib/utils.ts';
import { queryClient } from './lib/query-client.ts';
import { startInstallableApp } from './pwa/start.ts';
import './index.css';

// Offline start, the saved copy of the chat, the service worker after load (web/pwa/start.ts).
startInstallableApp(queryClient);

// Signed in: the shell's code (with the home screen's) and the data it shows download together, not one by one.
if (getToken()) {
  preloadAppShell();
  prefetchSignedInData(queryClient, window.location.pathname);
}

// The first render waits for the active language's common catalogue and the first screen's (small chunks, fetched
// alongside the code above), so no screen paints in one language and then another. Later screens suspend below.
const root = document.getElementById('root')!;
// A sign-in or registration page's static copy stays on screen until its real page takes over (prerendered-page.ts);
// if the app shows another path instead (a signed-in visitor is sent home), the copy goes.
keepPrerenderedPage(root);
const firstPath = window.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname !== firstPath) dropPrerenderedPage();
});
// As a transition, the first render yields to the browser between components instead of holding the main thread for
// the whole tree (Lighthouse mobile, median of 3, same build otherwise: /register-student 84 → 90, /register-teacher
// 86 → 91, /login 92 → 94).
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
const i18nReady = startI18n();
setTimeout(prepareClassMerge, 0);
// The first screen's catalogues (the landing page's, the sign-in form's, the shell's and the home's…) join common's
// download: i18next fetches every namespace asked for before it is ready together, so they arrive alongside the code.
void i18n.loadNamespaces(firstScreenNamespaces(window.location.pathname, !!getToken()));
i18nReady.then(render, render);
