import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Lazy screens that survive a flaky network and a deploy:
 * - a failed dynamic import is tried again (RETRIES times, with a growing pause);
 * - when it still fails and the chunk is gone from the server (404, or index.html names another build), the page
 *   reloads once into the new version (a sessionStorage flag makes sure it never loops);
 * - otherwise a ScreenLoadError reaches the screen's error boundary, which offers Try again and Reload to update.
 */
export const RETRIES = 2;
export const RETRY_DELAY_MS = 400;
const RELOAD_FLAG = 'tutorhood:reloaded-for-update';

/** The code of a screen could not be loaded. `newVersion`: the server has another build than this page. */
export class ScreenLoadError extends Error {
  constructor(
    readonly newVersion: boolean,
    options?: { cause?: unknown },
  ) {
    super(newVersion ? 'A new version of Tutorhood is available.' : 'This screen could not load.', options);
    this.name = 'ScreenLoadError';
  }
}

const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css|loading (css )?chunk/i;

/** A failed import of code (not a bug in the screen): offline, or a chunk missing after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ScreenLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** The chunk URL browsers put in the message ("Failed to fetch dynamically imported module: https://…/x.js"). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const match = /(https?:\/\/\S+?\.m?js)\b/.exec(message);
  return match ? match[1]! : null;
}

/** The entry script named by an index.html: it changes with every build. */
export function buildIdOf(html: string): string | null {
  const match = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html) ?? /<script[^>]*src="([^"]+)"[^>]*type="module"/.exec(html);
  return match ? match[1]! : null;
}

export interface RetryDeps {
  retries: number;
  delayMs: number;
  wait: (ms: number) => Promise<void>;
  /** Another attempt; `attempt` counts from 1. The URL of the failed chunk, when known, can be fetched afresh. */
  reimport?: (failedUrl: string, attempt: number) => Promise<unknown>;
  /** Whether the failure is a chunk missing after a deploy (404 / another build on the server). */
  isNewVersion: (error: unknown) => Promise<boolean>;
  /** Reloads the page unless that was done already in this session; true when a reload was started. */
  reloadOnce: () => boolean;
}

/** The retry / reload-once / give-up decision, free of the browser so it can be tested. */
export async function importWithRetry<T>(factory: () => Promise<T>, deps: RetryDeps): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= deps.retries; attempt++) {
    if (attempt > 0) await deps.wait(deps.delayMs * attempt);
    try {
      const url = attempt > 0 && deps.reimport ? chunkUrlOf(lastError) : null;
      return url ? ((await deps.reimport!(url, attempt)) as T) : await factory();
    } catch (error) {
      lastError = error;
    }
  }
  const newVersion = await deps.isNewVersion(lastError).catch(() => false);
  if (newVersion && deps.reloadOnce()) return new Promise<T>(() => {}); // the page is going away
  throw new ScreenLoadError(newVersion, { cause: lastError });
}

async function serverHasAnotherBuild(error: unknown): Promise<boolean> {
  const url = chunkUrlOf(error);
  if (url) {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return true;
  }
  const current = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;
  const html = await (await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } })).text();
  const served = buildIdOf(html);
  return current !== null && served !== null && served !== current;
}

function reloadOncePerSession(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_FLAG)) return false;
    sessionStorage.setItem(RELOAD_FLAG, new Date().toISOString());
  } catch {
    return false; // without storage a reload could loop: show Reload to update instead
  }
  window.location.reload();
  return true;
}

export const browserRetryDeps: RetryDeps = {
  retries: RETRIES,
  delayMs: RETRY_DELAY_MS,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  // A fresh URL each time: a browser may remember a failed module fetch under its URL.
  reimport: (url, attempt) => import(/* @vite-ignore */ `${url}?retry=${Date.now().toString(36)}-${attempt}`),
  isNewVersion: serverHasAnotherBuild,
  reloadOnce: reloadOncePerSession,
};

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const failedScreens = new Set<() => void>();

/**
 * Called by the error boundaries once they have caught a failure: every screen whose code failed to load starts a
 * new attempt the next time it is rendered (Try again, or coming back to it).
 */
export function resetFailedScreens() {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}
export type RetryingComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with retries. React caches a failed lazy() forever, so after a failure the next render (Try again,
 * or coming back to the screen) starts a new attempt.
 */
export function lazyWithRetry<P extends object>(load: Loader<P>, deps: RetryDeps = browserRetryDeps): RetryingComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const attempt = () => {
    if (!pending) {
      pending = importWithRetry(load, deps);
      // Keep the failed lazy until an error boundary has shown the failure: replaced at once, React's re-render
      // after the rejection would start a new attempt instead of throwing, and the screen would load forever.
      pending.catch(() => {
        failedScreens.add(() => {
          pending = null;
          current = lazy(attempt);
        });
      });
    }
    return pending;
  };
  let current: LazyExoticComponent<ComponentType<P>> = lazy(attempt);
  const Screen = (props: P) => createElement(current as ComponentType<P>, props);
  return Object.assign(Screen, { preload: () => attempt().catch(() => undefined) });
}
