import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Moving between screens inside the running app, the way its own links do, instead of loading the whole app again for
 * every address (a full load of a signed-in screen costs up to a second of the browser's main thread).
 */

/** Set on the headings (and offline empty states) of the screen being left, so the next screen's own can be told apart. */
const PREVIOUS_SCREEN = 'data-previous-screen';

/** Requests of the page not answered yet, and how many have started; an event stream never ends and is left out. */
interface RequestLog {
  open: Set<Request>;
  started: number;
}
const requestLogs = new WeakMap<Page, RequestLog>();

function requestLogOf(page: Page): RequestLog {
  let log = requestLogs.get(page);
  if (!log) {
    const created: RequestLog = { open: new Set(), started: 0 };
    const done = (request: Request) => created.open.delete(request);
    page.on('request', (request) => {
      if (request.resourceType() === 'eventsource') return;
      created.open.add(request);
      created.started++;
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // A new document's requests start afresh; those of the one left never answer.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) created.open.clear();
    });
    requestLogs.set(page, created);
    log = created;
  }
  return log;
}

/**
 * Opens `path` through the app's router (its history, as a Back or Forward would), without reloading the page. When
 * another screen is left, what it shows as headings is marked, so `onNextScreen` matches only what the next screen
 * draws; `sameScreen` says the router draws `path` with the screen shown now (another address of it), which keeps its
 * heading, as does the same path with another query.
 */
export async function openInApp(page: Page, path: string, { sameScreen = false } = {}): Promise<void> {
  requestLogOf(page);
  const leaving = !sameScreen && new URL(path, page.url()).pathname !== new URL(page.url()).pathname;
  await page.evaluate(
    ([to, mark, markLeft]) => {
      if (markLeft) for (const shown of document.querySelectorAll('h1, [data-testid="offline-empty"]')) shown.setAttribute(mark, '');
      const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    [path, PREVIOUS_SCREEN, leaving] as const,
  );
  await expect(page).toHaveURL(new URL(path, page.url()).href);
}

/** `locator`, but no element that the screen left by the last `openInApp` drew. */
export const onNextScreen = (locator: Locator): Locator => locator.and(locator.page().locator(`:not([${PREVIOUS_SCREEN}])`));

/**
 * Resolves once no request of the page has been open for `quietMs` (what Playwright's "networkidle" means for a load,
 * which it reports only once per document). The requests are followed from the first `openInApp` or call on.
 */
export async function networkSettled(page: Page, { quietMs = 500, timeout = 15_000 } = {}): Promise<void> {
  const log = requestLogOf(page);
  const deadline = Date.now() + timeout;
  for (;;) {
    const startedBefore = log.started;
    if (log.open.size === 0) {
      await page.waitForTimeout(quietMs);
      if (log.open.size === 0 && log.started === startedBefore) return;
    } else {
      await page.waitForTimeout(50);
    }
    if (Date.now() > deadline) {
      throw new Error(`requests still open after ${timeout} ms: ${[...log.open].map((request) => request.url()).join(', ')}`);
    }
  }
}
