import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ME_QUERY_KEY } from '../lib/me-query.ts';
import { createSocket, SocketContext, type AppSocket } from '../lib/socket.ts';

/**
 * Opens the socket for the signed-in user and closes it on logout or token change. When the server ends the socket
 * (a ban, a deleted account, a password change elsewhere) or refuses it as Unauthorized, the session is checked at
 * once: a revoked one answers 401 and the app signs out there and then, instead of at the next 30 s refresh.
 * Back online after socket.io gave up, it connects again.
 */
export function SocketProvider({ token, children }: { token: string; children: ReactNode }) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const next = createSocket(token);
    const checkSession = () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    next.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') checkSession();
    });
    next.on('connect_error', (error) => {
      if (error.message === 'Unauthorized') checkSession();
    });
    // socket.io gives up after a few attempts; the device coming back online is worth a fresh one.
    const onOnline = () => {
      if (!next.connected) next.connect();
    };
    window.addEventListener('online', onOnline);
    setSocket(next);
    return () => {
      window.removeEventListener('online', onOnline);
      next.disconnect();
      setSocket(null);
    };
  }, [token, queryClient]);
  return <SocketContext value={socket}>{children}</SocketContext>;
}
