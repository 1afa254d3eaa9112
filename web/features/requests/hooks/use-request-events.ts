import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { useSocket } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import { COUNTERS_QUERY_KEY, REQUESTS_QUERY_KEY } from '../api/requests-keys.ts';
import { requestEventToast, type RequestEvent } from '../lib/request-events.ts';

/**
 * Real-time requests: a new request (to its receiver) or an answer (to its sender) refreshes the request lists and
 * the badges, and tells the user. Mount once, inside the signed-in socket provider.
 */
export function useRequestEvents(viewerId: string): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  // Loads the requests texts for the toasts without suspending the shell this is mounted in.
  useTranslation('requests', { useSuspense: false });

  useEffect(() => {
    if (!socket) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY });
    };
    const handle = (event: RequestEvent) => (request: ConnectionRequest) => {
      refresh();
      const shown = requestEventToast(event, request, viewerId);
      if (shown) toast[shown.variant](shown.title, shown.description);
    };
    const onReceived = handle('request_received');
    const onUpdated = handle('request_updated');
    socket.on('request_received', onReceived);
    socket.on('request_updated', onUpdated);
    // Events sent while the connection was down are lost: catch up after a reconnection.
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off('request_received', onReceived);
      socket.off('request_updated', onUpdated);
      socket.io.off('reconnect', refresh);
    };
  }, [socket, queryClient, viewerId]);
}

/** The hook as an element, for the shell to place inside its socket provider. */
export function RequestEvents({ viewerId }: { viewerId: string }) {
  useRequestEvents(viewerId);
  return null;
}
