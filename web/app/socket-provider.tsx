import { useEffect, useState, type ReactNode } from 'react';
import { createSocket, SocketContext, type AppSocket } from '../lib/socket.ts';

/** Opens the socket for the signed-in user and closes it on logout or token change. */
export function SocketProvider({ token, children }: { token: string; children: ReactNode }) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  useEffect(() => {
    const next = createSocket(token);
    setSocket(next);
    return () => {
      next.disconnect();
      setSocket(null);
    };
  }, [token]);
  return <SocketContext value={socket}>{children}</SocketContext>;
}
