import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online.ts';
import { CONVERSATIONS_QUERY_KEY, messagesQueryKey } from '../features/chat/api/chat-keys.ts';
import { formatRelativeTime } from '../i18n/format.ts';
import { isSavedCopy, subscribeSavedCopy } from './saved-copy.ts';

type Mode = 'offline' | 'unreachable' | 'updating';
const TITLES: Record<Mode, 'pwa:savedCopy.offline' | 'pwa:savedCopy.unreachable' | 'pwa:savedCopy.updating'> = {
  offline: 'pwa:savedCopy.offline',
  unreachable: 'pwa:savedCopy.unreachable',
  updating: 'pwa:savedCopy.updating',
};

/**
 * What the chat shows, as one comparable string: 'none', or the mode and the oldest load time of the data shown.
 * Offline, everything shown may be out of date; online, only the saved copy (until a fresh answer replaces it).
 */
export function savedCopyState(queryClient: QueryClient, partnerId: string | null, online: boolean): string {
  const keys = partnerId ? [CONVERSATIONS_QUERY_KEY, messagesQueryKey(partnerId)] : [CONVERSATIONS_QUERY_KEY];
  const shown = keys
    .map((queryKey) => queryClient.getQueryCache().find({ queryKey, exact: true }))
    .filter((query) => query !== undefined && query.state.data !== undefined);
  if (shown.length === 0) return 'none';
  const saved = shown.filter((query) => isSavedCopy(query));
  let mode: Mode | null = null;
  if (!online) mode = 'offline';
  else if (saved.length > 0) mode = saved.some((query) => query!.state.fetchStatus === 'fetching') ? 'updating' : 'unreachable';
  if (!mode) return 'none';
  const oldest = Math.min(...(online ? saved : shown).map((query) => query!.state.dataUpdatedAt));
  return `${mode}|${oldest}`;
}

/**
 * The mark on the chat while it shows a saved copy: offline, or a copy restored from this device that no
 * fresh answer has replaced yet. Says when the data was last loaded.
 */
export function SavedCopyNotice({ partnerId }: { partnerId: string | null }) {
  // Not suspending: the chat never waits for this catalogue; the notice appears once it is there.
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  const online = useOnline();
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopCache = queryClient.getQueryCache().subscribe(listener);
      const stopSaved = subscribeSavedCopy(listener);
      return () => {
        stopCache();
        stopSaved();
      };
    },
    [queryClient],
  );
  const state = useSyncExternalStore(subscribe, () => savedCopyState(queryClient, partnerId, online));
  const [mode, time] = state.split('|') as [Mode | 'none', string | undefined];
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {mode === 'none' || !ready ? null : (
        <p
          data-testid="saved-copy-notice"
          className="flex flex-wrap items-center gap-x-2 gap-y-0.5 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
        >
          <History aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-medium">{t(TITLES[mode])}</span>
          {time ? <span className="text-amber-900">{t('savedCopy.lastUpdated', { time: formatRelativeTime(Number(time)) })}</span> : null}
        </p>
      )}
    </div>
  );
}
