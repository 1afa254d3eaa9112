/**
 * The socket's state as the user sees it: connecting at first (no banner), reconnecting while socket.io retries
 * (SOCKET_RECONNECT: 1 s growing to 5 s, 5 attempts), offline once it gives up (or the server refused us).
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export type ConnectionEvent =
  | { type: 'connect' }
  | { type: 'disconnect'; willRetry: boolean }
  | { type: 'connect_error'; willRetry: boolean }
  | { type: 'reconnect_attempt' }
  | { type: 'reconnect_failed' }
  | { type: 'manual_reconnect' };

export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'connect':
      return 'connected';
    case 'disconnect':
    case 'connect_error':
      return event.willRetry ? 'reconnecting' : 'offline';
    case 'reconnect_attempt':
      return state === 'connected' ? state : 'reconnecting';
    case 'reconnect_failed':
      return 'offline';
    case 'manual_reconnect':
      return 'reconnecting';
  }
}
