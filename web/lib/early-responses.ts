/**
 * Answers to the requests the landing page's boot script sent before the app's code arrived (web/app/early-requests.ts,
 * web/build/landing-boot.js): `window.__tutorhoodEarly`. Each is taken once, by the app's first request for its path
 * made with the same token, and only while fresh; any other request asks the server.
 */
export interface EarlyResponses {
  token: string;
  /** Date.now() when the requests were sent. */
  at: number;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __tutorhoodEarly?: EarlyResponses;
  }
}

/** Older than this, an early answer is not used: the screen asks again. */
export const EARLY_RESPONSE_MAX_AGE_MS = 15_000;

/** The early answer for a GET of `path` with `token`, if there is one to take (it is then gone). */
export function takeEarlyResponse(path: string, token: string | null | undefined): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__tutorhoodEarly;
  const response = early?.responses[path];
  if (!early || !response) return undefined;
  delete early.responses[path];
  if (early.token !== token || Date.now() - early.at > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  return response;
}

/** Whether the boot script sent early requests for this start (the app then need not spread its own over tasks). */
export function hasEarlyResponses(): boolean {
  return typeof window !== 'undefined' && window.__tutorhoodEarly !== undefined;
}

/** `response`, or the signal's abort: the caller stops waiting (the request itself, not the app's, runs on). */
export function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
