/** socket.io event maps (spec §7). Payload schemas for chat events arrive with the chat issue. */
export const SOCKET_PATH = '/socket.io/';

export interface ServerToClientEvents {
  user_status_change: (payload: { userId: string; isOnline: boolean; lastSeen: string | null }) => void;
  message_error: (payload: { message: string }) => void;
}

export interface ClientToServerEvents {
  ping_server: (ack: (reply: { userId: string }) => void) => void;
}
