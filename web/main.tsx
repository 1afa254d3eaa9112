// First: the forms' validation library must never try eval (the CSP forbids it; see the module).
import './lib/zod-without-eval.ts';
import { firstScreenNamespaces } from './app/first-screen-namespaces.ts';
import { prefetchSignedInData } from './app/home-data.ts';
import { seedPrerenderedProfile } from './app/prerendered-profile.ts';
import { i18n, startI18n } from './i18n/index.ts';
import { getToken } from './lib/auth-token.ts';
import { browserRetryDeps, importWithRetry } from './lib/lazy-with-retry.ts';
import { queryClient } from './lib/query-client.ts';
import { startInstallableApp } from './pwa/start.ts';
import './index.css';

// Offline start, the saved copy of the chat, the service worker after load (web/pwa/start.ts).
startInstallableApp(queryClient);

// A server-rendered tutor profile came with its data: into the cache before the first render.
seedPrerenderedProfile(queryClient, { signedIn: !!getToken(), search: window.location.search });

// Signed in: the session, the counters and the home list are asked for now, while the app's code downloads.
const dataReady = getToken() ? prefetchSignedInData(queryClient, window.location.pathname) : Promise.resolve();

// The active language's common catalogue and the first screen's (the landing page's, the sign-in form's, the shell's
// and the home's…) download alongside the code: i18next fetches every namespace asked for before it is ready together.
const i18nReady = startI18n();
void i18n.loadNamespaces(firstScreenNamespaces(window.location.pathname, !!getToken()));

// The first render waits for the first screen's catalogues and, for at most FIRST_DATA_WAIT_MS, for its data: with
// the data in the cache, the cards render in the first, time-sliced render instead of a synchronous re-render when
// it lands. On a slow network the screen's own loading states show after the wait.
const FIRST_DATA_WAIT_MS = 1500;
const firstScreenReady = Promise.all([i18nReady, Promise.race([dataReady, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))])]);

// React DOM, then the router with the rest of the app's second stage (web/app/start.tsx), each evaluated in a task of
// its own: evaluated as one module graph they made one long task (82 ms in Lighthouse's trace of the signed-in home).
// The HTML preloads both with the entry (vite.config.ts), so the second waits for no download.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void importWithRetry(() => import('react-dom/client'), browserRetryDeps)
  .then(nextTask)
  .then(() => importWithRetry(() => import('./app/start.tsx'), browserRetryDeps))
  .then(({ startApp }) => startApp(firstScreenReady));
