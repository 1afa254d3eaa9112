import { onlineManager, type Mutation } from '@tanstack/react-query';
import { NetworkError, OFFLINE_MESSAGE, OfflineError } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** 'wait': sent when the app is back online instead of refused offline (see WAITS_WHEN_OFFLINE). */
      whenOffline?: 'wait';
    };
  }
}

/**
 * Options of a background write nobody waits on (a read mark): offline it waits and goes when the network returns
 * (TanStack Query pauses it, and its retries after a failed attempt). Chat messages have their own queue, shown in
 * the conversation (features/chat).
 */
export const WAITS_WHEN_OFFLINE = { meta: { whenOffline: 'wait' }, retry: 3 } as const;

/**
 * The one rule for what a user sends while offline, the query client's MutationCache onMutate: a
 * mutation the user started (Send Request, Save, Accept…) fails at once with OfflineError, so its screen shows
 * "You are offline - try again when you are back online" (errorMessage) instead of a spinner that waits for the
 * network; runs before the mutation's own onMutate, so nothing is changed optimistically. Mutations with
 * WAITS_WHEN_OFFLINE are left to wait.
 */
export function refuseWhenOffline(_variables: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>): void {
  if (mutation.meta?.whenOffline === 'wait') return;
  if (!onlineManager.isOnline()) throw new OfflineError(OFFLINE_MESSAGE);
}

/**
 * Retry a failed mutation once, a second later, unless retrying cannot help: a 4xx answer (it would only repeat
 * itself) or a network failure (the app now counts as offline; a retry would wait, spinning, for the network).
 */
export function retryMutation(failureCount: number, error: unknown, isClientError: (error: unknown) => boolean): boolean {
  return failureCount < 1 && !isClientError(error) && !(error instanceof NetworkError);
}

