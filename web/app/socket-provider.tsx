import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { clearToken } from '../lib/auth-token.ts';
import { showBanNotice } from '../lib/ban-notice.ts';
import { ME_QUERY_KEY } from '../lib/me-query.ts';
import { createSocket, followServerEnds, SocketContext, type AppSocket } from '../lib/socket.ts';

/**
 * Opens the socket for the signed-in user and closes it on logout or token change. When the server ends the socket
 * (its session ended: a logout on any device holding it, a password change or reset elsewhere, expiry, a ban, a
 * deleted account) or refuses it as Unauthorized, the session is checked at once: an ended one answers 401 and the app
 * signs out there and then, instead of at the next 30 s refresh (followServerEnds, lib/socket.ts).
 * Back online after socket.io gave up, it connects again. A ban is announced first (`account_banned`): the app shows
 * why and how to appeal (web/lib/ban-notice.ts) and signs out at once, forgetting the user's data.
 */
export function SocketProvider({ token, children }: { token: string; children: ReactNode }) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    let next: AppSocket | null = null;
    let closed = false;
    // true when the session is alive; on a 401 the app signs out (use-auth.ts).
    const checkSession = () =>
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }).then(() => queryClient.getQueryState(ME_QUERY_KEY)?.status === 'success');
    // socket.io gives up after a few attempts; the device coming back online is worth a fresh one.
    const onOnline = () => {
      if (next && !next.connected) next.connect();
    };
    // Opened in a task of its own: creating the client and starting its handshake take ~10 ms of a phone's main
    // thread, which would otherwise lengthen the task that shows the first screen.
    const connect = (created: AppSocket) => {
      if (closed) return void created.disconnect();
      next = created;
      followServerEnds(next, checkSession, () => closed);
      next.on('account_banned', ({ reason }) => {
        showBanNotice(reason);
        clearToken();
        queryClient.clear();
      });
      window.addEventListener('online', onOnline);
      // As a transition: the screens that listen on the socket render again in slices, not in one long task.
      const opened = next;
      startTransition(() => setSocket(opened));
    };
    // Its code could not be loaded (importWithRetry has retried): the screens work without live updates.
    const open = window.setTimeout(() => void createSocket(token).then(connect, () => undefined), 0);
    return () => {
      closed = true;
      window.clearTimeout(open);
      window.removeEventListener('online', onOnline);
      next?.disconnect();
      setSocket(null);
    };
  }, [token, queryClient]);
  return <SocketContext value={socket}>{children}</SocketContext>;
}
