import { useCallback, useEffect, useState } from 'react';
import type { AppSocket } from '../../../lib/socket.ts';
import { nextConnectionState, type ConnectionEvent, type ConnectionState } from '../lib/connection.ts';

/** The socket's state for the banner, and a manual reconnect once socket.io has given up. */
export function useConnectionState(socket: AppSocket | null) {
  const [state, setState] = useState<{ socket: AppSocket | null; value: ConnectionState }>(() => ({
    socket,
    value: socket?.connected ? 'connected' : 'connecting',
  }));
  // A new socket (a new session) starts over.
  const current = state.socket === socket ? state.value : socket?.connected ? 'connected' : 'connecting';

  useEffect(() => {
    if (!socket) return;
    const apply = (event: ConnectionEvent) =>
      setState((previous) => ({
        socket,
        value: nextConnectionState(previous.socket === socket ? previous.value : 'connecting', event),
      }));
    const onConnect = () => apply({ type: 'connect' });
    // socket.active: socket.io will try again (false after our own disconnect or a refusal by the server).
    const onDisconnect = () => apply({ type: 'disconnect', willRetry: socket.active });
    const onConnectError = () => apply({ type: 'connect_error', willRetry: socket.active });
    const onAttempt = () => apply({ type: 'reconnect_attempt' });
    const onFailed = () => apply({ type: 'reconnect_failed' });
    if (socket.connected) apply({ type: 'connect' });
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.io.on('reconnect_attempt', onAttempt);
    socket.io.on('reconnect_failed', onFailed);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.io.off('reconnect_attempt', onAttempt);
      socket.io.off('reconnect_failed', onFailed);
    };
  }, [socket]);

  const reconnect = useCallback(() => {
    if (!socket) return;
    setState({ socket, value: nextConnectionState(current, { type: 'manual_reconnect' }) });
    socket.connect();
  }, [socket, current]);

  return { state: current, reconnect };
}
