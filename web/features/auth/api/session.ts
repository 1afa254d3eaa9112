import type { QueryClient } from '@tanstack/react-query';
import { adoptAccountLanguage } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/auth-token.ts';
import { getMe, ME_QUERY_KEY } from '../../../lib/me-query.ts';

/**
 * After login or registration: refetch the current user with the new token, then store the token,
 * so the app switches to the signed-in screens in one step (no loading flash). Whatever the cache still holds from
 * an earlier session in this tab (one that expired) goes first: another account's data never shows.
 */
export async function startSession(queryClient: QueryClient, token: string): Promise<void> {
  queryClient.clear();
  try {
    const me = await getMe({ token });
    await adoptAccountLanguage(me.user.language);
    queryClient.setQueryData(ME_QUERY_KEY, me);
  } catch {
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY }); // the auth gate fetches it again
  }
  setToken(token);
}
