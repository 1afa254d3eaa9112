import type { ConnectionRequest } from './requests.ts';
import type { Message } from './chat.ts';
import type { MessageParams } from './messages.ts';
import type { Notification } from './notifications.ts';
import type { SupportMessage } from './support.ts';

/** socket.io event maps (spec §7). Inbound payloads are validated by the server with the schemas of chat.ts. */
export const SOCKET_PATH = '/socket.io/';
/** Client reconnection (spec §7): 1 s growing to 5 s, 5 attempts. */
export const SOCKET_RECONNECT = { delayMs: 1_000, maxDelayMs: 5_000, attempts: 5 } as const;

/**
 * A refused or failed send, as HTTP error bodies say it (contract/errors.ts): `code` the category (ERROR_CODES),
 * `message` the English text, `messageCode` the message's key in contract/messages.ts MESSAGES when it has one (for the
 * client to show it in the user's language) with `messageParams` for its placeholders when it has any.
 */
export interface SocketRefusal {
  message: string;
  code: string;
  messageCode?: string;
  messageParams?: MessageParams;
}

export type SendMessageAck = { ok: true; message: Message } | ({ ok: false } & SocketRefusal);

export interface ServerToClientEvents {
  /** To the receiver's sockets. */
  message_received: (message: Message) => void;
  /** To all of the sender's sockets (other tabs too), once stored. */
  message_sent: (message: Message) => void;
  /** A refused or failed send; `clientId` names the message when the client gave one. */
  message_error: (payload: SocketRefusal & { clientId?: string | null; toUserId?: string }) => void;
  user_typing: (payload: { userId: string; fromUserId: string }) => void;
  user_stopped_typing: (payload: { userId: string; fromUserId: string }) => void;
  user_status_change: (payload: { userId: string; isOnline: boolean; lastSeen: string | null }) => void;
  /** To the sender's sockets: `readerId` has read every message from them up to `readAt` (Seen). */
  messages_read: (payload: { readerId: string; readAt: string }) => void;
  /** To both participants. */
  message_liked: (payload: { messageId: string; isLiked: boolean; fromUserId: string; toUserId: string }) => void;
  /** A new connection request, to its receiver. */
  request_received: (request: ConnectionRequest) => void;
  /** A request accepted or rejected, to its sender. */
  request_updated: (request: ConnectionRequest) => void;
  /** Someone contacted the user's requirement. */
  requirement_contacted: (payload: { requirementId: string; contactCount: number; byUserId: string; byName: string }) => void;
  /**
   * A lesson was booked, answered, moved, cancelled or its outcome recorded: to everyone who sees it (both sides, a
   * guardian). Only the id: each client refetches the lesson as it may see it (GET /api/lessons/{id}, its lists).
   */
  lesson_updated: (payload: { lessonId: string }) => void;
  /** A new notification (a moderator's warning), to its user, once stored. */
  notification: (notification: Notification) => void;
  /** An admin answered one of the user's support messages (spec §7), to that user's sockets only. */
  supportReply: (message: SupportMessage) => void;
  /**
   * The user was banned, to their sockets just before the server ends them: the app shows why (the admin's reason)
   * and how to appeal (CONTACT_EMAIL), then signs out. A later sign-in is refused with USER_BANNED and the same reason.
   */
  account_banned: (payload: AccountBannedEvent) => void;
}

export interface AccountBannedEvent {
  reason: string | null;
}

export interface ClientToServerEvents {
  send_message: (payload: unknown, ack?: (reply: SendMessageAck) => void) => void;
  typing_start: (payload: unknown) => void;
  typing_stop: (payload: unknown) => void;
  /** Accepted for compatibility and ignored: the server knows the user from the handshake's session. */
  join: (payload: unknown) => void;
  user_online: (payload: unknown) => void;
  ping_server: (ack: (reply: { userId: string }) => void) => void;
}

/** The events a client may send, by name (the server's metrics count these and lump any other name together). */
export const CLIENT_EVENT_NAMES = ['send_message', 'typing_start', 'typing_stop', 'join', 'user_online', 'ping_server'] as const satisfies readonly (keyof ClientToServerEvents)[];
