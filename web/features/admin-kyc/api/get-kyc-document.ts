import { useQuery } from '@tanstack/react-query';
import { TIMEOUTS_MS } from '../../../../contract/constants.ts';
import {
  ApiError,
  NETWORK_MESSAGE,
  NetworkError,
  READ_TIMEOUT_MESSAGE,
  resolveUrl,
  TimeoutError,
} from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';

async function readErrorBody(response: Response): Promise<{ text: string; body: ApiError['body'] }> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof parsed.code === 'string' && typeof parsed.message === 'string') {
      return { text, body: { code: parsed.code, message: parsed.message } };
    }
  } catch {
    /* not JSON */
  }
  return { text, body: null };
}

/**
 * GET /api/admin/kyc/{id}/documents/{name}: the image as a blob. The route is admin-only, so an <img src> cannot load
 * it (the browser would not send the admin token); the caller shows it through an object URL.
 */
export async function getKycDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAdminToken();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUTS_MS.request);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    let response: Response;
    let blob: Blob;
    try {
      response = await fetch(resolveUrl(url), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'include',
        signal: controller.signal,
      });
      if (!response.ok) {
        const { text, body } = await readErrorBody(response);
        throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
      }
      blob = await response.blob();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new TimeoutError(READ_TIMEOUT_MESSAGE);
      if (signal?.aborted) throw error;
      throw new NetworkError(NETWORK_MESSAGE, { cause: error });
    }
    return blob;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * One document of a submission. Documents never change, and every download is audited, so it is fetched once per
 * view (no refetch on Refresh: the key is not an admin list key) and dropped from memory when no longer shown.
 */
export function useKycDocument(url: string) {
  return useQuery({
    queryKey: ['admin-kyc-document', url] as const,
    queryFn: ({ signal }) => getKycDocument(url, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
