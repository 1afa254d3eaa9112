import type { FastifyBaseLogger } from 'fastify';
import { SocketSendMessageSchema, SocketTypingSchema } from '../../../contract/chat.ts';
import type { SendMessageAck, SocketRefusal } from '../../../contract/socket.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES, parseMessage } from '../../../contract/messages.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { SocketServer } from '../../plugins/sockets.ts';
import type { ChatService } from './chat.service.ts';
import type { Presence } from './presence.ts';
import { findNulField, NUL_MESSAGE } from '../../lib/nul-text.ts';

/** Typing events are frequent: the messaging decision for a partner is reused this long. */
const TYPING_DECISION_TTL_MS = 30_000;

/** A refusal with its message's code and variables, as HTTP error bodies carry them (server/plugins/errors.ts). */
export function socketRefusal(message: string, code: string): SocketRefusal {
  const refusal: SocketRefusal = { message, code };
  const parsed = parseMessage(message);
  if (parsed) {
    refusal.messageCode = parsed.code;
    if (Object.keys(parsed.params).length > 0) refusal.messageParams = parsed.params;
  }
  return refusal;
}

/**
 * Chat over socket.io (spec §7). The user comes from the handshake's session; any `fromUserId` in a payload is
 * ignored, `join`/`user_online` carrying an id are no-ops. Every payload is validated; a message is stored before
 * anyone is told; events reach only the two participants' rooms.
 */
export function registerChatSockets(
  io: SocketServer,
  { chat, presence, realtime, log: baseLog }: { chat: ChatService; presence: Presence; realtime: Realtime; log: FastifyBaseLogger },
) {
  io.on('connection', (socket) => {
    const user = socket.data.user;
    // Every log line of this connection names it, as request ids do for HTTP (docs/operations.md).
    const log = baseLog.child({ socketId: socket.id, userId: user.id });
    const typingAllowed = new Map<string, { allowed: boolean; at: number }>();

    const failSafe = (what: string) => (err: unknown) => log.warn({ err }, `presence ${what} failed`);
    void presence.connected(user.id, socket.id).catch(failSafe('connect'));
    socket.on('disconnect', () => void presence.disconnected(user.id, socket.id).catch(failSafe('disconnect')));

    socket.on('join', () => {});
    socket.on('user_online', () => {});

    socket.on('send_message', async (payload, ack) => {
      const reply = (answer: SendMessageAck) => (typeof ack === 'function' ? ack(answer) : undefined);
      const parsed = SocketSendMessageSchema.safeParse(payload);
      const clientId = parsed.success ? (parsed.data.clientId ?? null) : null;
      const refuse = (message: string, code: string) => {
        const refusal = socketRefusal(message, code);
        socket.emit('message_error', { ...refusal, clientId, toUserId: parsed.success ? parsed.data.toUserId : undefined });
        reply({ ok: false, ...refusal });
      };
      if (findNulField(payload)) return refuse(NUL_MESSAGE, 'VALIDATION_FAILED');
      if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? MESSAGES.INVALID_MESSAGE, 'VALIDATION_FAILED');
      // The send limit is the user's, shared with the REST route and every instance (RATE_LIMIT_MESSAGES_PER_USER, chat.service.ts).
      try {
        const { toUserId, ...body } = parsed.data;
        const message = await chat.send(user, toUserId, body);
        reply({ ok: true, message });
      } catch (error) {
        if (error instanceof AppError) return refuse(error.message, error.code);
        log.error({ err: error }, 'send_message failed');
        refuse(MESSAGES.SEND_MESSAGE_FAILED, 'INTERNAL');
      }
    });

    async function mayType(toUserId: string) {
      const cached = typingAllowed.get(toUserId);
      if (cached && Date.now() - cached.at < TYPING_DECISION_TTL_MS) return cached.allowed;
      const allowed = await chat.assertMayMessage(user, toUserId).then(
        () => true,
        () => false,
      );
      typingAllowed.set(toUserId, { allowed, at: Date.now() });
      return allowed;
    }

    for (const [event, outbound] of [
      ['typing_start', 'user_typing'],
      ['typing_stop', 'user_stopped_typing'],
    ] as const) {
      socket.on(event, async (payload) => {
        const parsed = SocketTypingSchema.safeParse(payload);
        if (!parsed.success) return;
        try {
          if (!(await mayType(parsed.data.toUserId))) return;
          realtime.emitTo([parsed.data.toUserId], outbound, { userId: user.id, fromUserId: user.id });
        } catch (err) {
          log.warn({ err }, `${event} failed`);
        }
      });
    }
  });
}
