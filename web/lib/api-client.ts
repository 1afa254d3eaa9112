import type { QueryFunction } from '@tanstack/react-query';
import { TIMEOUTS_MS } from '../../contract/constants.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import { i18n } from '../i18n/index.ts';
import { translateMessage } from '../i18n/errors.ts';
import { getToken } from './auth-token.ts';
import { appTimers } from './coalesced-timers.ts';
import { takeEarlyResponse, untilAborted } from './early-responses.ts';
import { serverUnreachable } from './server-reachability.ts';

/** Client conventions of spec §7 and the error texts of spec §8. */
export const TIMEOUT_MESSAGE = 'Request timed out - please check your connection and try again';
export const READ_TIMEOUT_MESSAGE = 'Request timed out - please check your internet connection and try again';
export const NETWORK_MESSAGE = 'Unable to connect to server - please check your internet connection';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';
export const OFFLINE_MESSAGE = 'You are offline - try again when you are back online';

/** A non-OK response. `message` is `${status}: ${bodyText || statusText}`; `body` is the parsed contract error. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }
  get code(): string | undefined {
    return this.body?.code;
  }
  /** The server's human-readable message, for toasts. */
  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
  /** The stable code of `serverMessage` (contract/messages.ts), for translateMessage. */
  get messageCode(): string | undefined {
    return this.body?.messageCode;
  }
}

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}
export class NetworkError extends Error {
  override name = 'NetworkError';
}
/** Not sent at all: the app is offline (lib/offline-mutations.ts). A NetworkError for everything that handles those. */
export class OfflineError extends NetworkError {
  override name = 'OfflineError';
}
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError';
}

/** A structural check of contract/errors.ts ErrorBodySchema (kept zod-free so the landing bundle stays small). */
function parseErrorBody(text: string): ErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { code, message, errors, messageCode, messageParams, errorCodes } = value as Record<string, unknown>;
    if (typeof code !== 'string' || typeof message !== 'string') return null;
    const fieldErrors = stringsOf(errors);
    const params =
      messageParams && typeof messageParams === 'object'
        ? Object.fromEntries(Object.entries(messageParams).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])))
        : undefined;
    const fieldCodes = stringsOf(errorCodes);
    return {
      code,
      message,
      ...(typeof messageCode === 'string' ? { messageCode } : {}),
      ...(params ? { messageParams: params } : {}),
      ...(fieldErrors ? { errors: fieldErrors } : {}),
      ...(fieldCodes ? { errorCodes: fieldCodes } : {}),
    };
  } catch {
    return null;
  }
}

/** The string values of an object (field messages or codes), or undefined. */
function stringsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** A path not starting with http, https or / gets a / prefixed. */
export function resolveUrl(path: string): string {
  return /^(https?:\/\/|\/)/i.test(path) ? path : `/${path}`;
}

export interface RequestOptions {
  /** Abort after this many ms (default 15 s). */
  timeoutMs?: number;
  /** Bearer token; defaults to the signed-in user's token. Pass null to send none. */
  token?: string | null;
  /** Cancellation from the caller (React Query passes one). */
  signal?: AbortSignal;
  timeoutMessage?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return (await send<T>(method, path, body, options)).data;
}

/** A page of a list and the URL of the next page (from a `Link: <url>; rel="next"` header), if any. */
export interface Page<T> {
  data: T;
  nextUrl: string | null;
}

/** Like apiRequest, and also reads the next-page link the server announces in the Link header. */
export async function apiRequestPage<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Page<T>> {
  const { data, headers } = await send<T>(method, path, body, options);
  return { data, nextUrl: parseNextLink(headers.get('Link')) };
}

/** The `rel="next"` target of an RFC 8288 Link header, or null. */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const link of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    const rel = match && /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2]!);
    const relations = rel ? (rel[1] ?? rel[2] ?? '').toLowerCase().split(/\s+/) : [];
    if (relations.includes('next')) return match![1]!;
  }
  return null;
}

async function send<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  // The deadline waits on the app's shared timers: no platform timer set and cleared around every request.
  const timer = appTimers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUTS_MS.request);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      // The boot script may have asked already (early-responses.ts): its answer, with the same deadline and cancelling.
      const early = method === 'GET' ? takeEarlyResponse(path, token) : undefined;
      response = await (early
        ? untilAborted(early, controller.signal)
        : fetch(resolveUrl(path), {
            method,
            headers,
            body: payload,
            credentials: 'include',
            signal: controller.signal,
          }));
    } catch (error) {
      throw translateFetchError(error, timedOut, options);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw translateFetchError(error, timedOut, options);
    }

    if (!response.ok) {
      throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
    }
    if (!text) return { data: undefined as T, headers: response.headers };
    try {
      return { data: JSON.parse(text) as T, headers: response.headers };
    } catch {
      throw new InvalidResponseError(INVALID_RESPONSE_MESSAGE);
    }
  } finally {
    appTimers.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function translateFetchError(error: unknown, timedOut: boolean, options: RequestOptions): unknown {
  if (timedOut) return new TimeoutError(options.timeoutMessage ?? TIMEOUT_MESSAGE);
  if (options.signal?.aborted) return error; // cancelled by the caller: let React Query see the abort
  // The server is out of reach: the app counts as offline (queries pause, then resume) until it answers again.
  serverUnreachable();
  return new NetworkError(NETWORK_MESSAGE, { cause: error });
}

/** True for a 401 or a message naming it (spec §7: never retried). */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /401|Unauthorized/.test(error.message);
}

/** True when the session is no longer valid (spec §4: the token is then cleared). */
export function isAuthFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  return error instanceof Error && /401|403|Invalid token|Unauthorized/.test(error.message);
}

/** The connection texts above in the active language (the errors keep the English message). */
const CONNECTION_TEXTS: Record<
  string,
  'common:connection.timeout' | 'common:connection.readTimeout' | 'common:connection.network' | 'common:connection.invalidResponse' | 'common:connection.offline'
> = {
  [TIMEOUT_MESSAGE]: 'common:connection.timeout',
  [READ_TIMEOUT_MESSAGE]: 'common:connection.readTimeout',
  [NETWORK_MESSAGE]: 'common:connection.network',
  [INVALID_RESPONSE_MESSAGE]: 'common:connection.invalidResponse',
  [OFFLINE_MESSAGE]: 'common:connection.offline',
};
const localConnectionText = (message: string) => {
  const key = CONNECTION_TEXTS[message];
  return key && i18n.isInitialized ? i18n.t(key) : message;
};

/** The text a toast should show: the server's message, a connection message, or the fallback, in the active language. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    return message ? translateMessage(message, error.messageCode, error.body?.messageParams) : fallback;
  }
  if (error instanceof TimeoutError || error instanceof NetworkError || error instanceof InvalidResponseError) {
    return localConnectionText(error.message);
  }
  return fallback;
}

/** Default data loader: GET on the query key parts joined by '/'; optionally a 401 yields null. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
    try {
      return await apiRequest<T>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
