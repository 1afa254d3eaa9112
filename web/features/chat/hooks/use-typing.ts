import { useEffect, useMemo, useRef, useState } from 'react';
import { TYPING_INDICATOR_MS, TYPING_STOP_AFTER_MS } from '../../../../contract/constants.ts';
import type { AppSocket } from '../../../lib/socket.ts';
import { createTypingEmitter, createTypingIndicator, typingUserOf } from '../lib/typing.ts';

/** Re-announce typing while the user keeps typing, so the other side's 3 s indicator does not lapse. */
const TYPING_REPEAT_MS = 2_000;

/** Whether the partner is typing: shown on user_typing, hidden after 3 s or on user_stopped_typing. */
export function usePartnerTyping(socket: AppSocket | null, partnerId: string): boolean {
  const [typing, setTyping] = useState<{ partnerId: string; visible: boolean }>({ partnerId, visible: false });

  useEffect(() => {
    if (!socket) return;
    const indicator = createTypingIndicator(TYPING_INDICATOR_MS, (visible) => setTyping({ partnerId, visible }));
    const onTyping = (payload: { userId: string; fromUserId: string }) => {
      if (typingUserOf(payload) === partnerId) indicator.show();
    };
    const onStopped = (payload: { userId: string; fromUserId: string }) => {
      if (typingUserOf(payload) === partnerId) indicator.hide();
    };
    // A message from them ends their typing at once.
    const onMessage = (message: { fromUserId: string }) => {
      if (message.fromUserId === partnerId) indicator.hide();
    };
    socket.on('user_typing', onTyping);
    socket.on('user_stopped_typing', onStopped);
    socket.on('message_received', onMessage);
    return () => {
      socket.off('user_typing', onTyping);
      socket.off('user_stopped_typing', onStopped);
      socket.off('message_received', onMessage);
      indicator.hide();
    };
  }, [socket, partnerId]);

  return typing.partnerId === partnerId && typing.visible;
}

/** typing_start on input, typing_stop after 1 s without input, on send and on leaving the chat. */
export function useTypingSignals(socket: AppSocket | null, partnerId: string) {
  const socketRef = useRef(socket);
  useEffect(() => {
    socketRef.current = socket;
  });

  const emitter = useMemo(
    () =>
      createTypingEmitter({
        // Only while connected: socket.io would otherwise buffer them and replay stale signals on reconnect.
        onStart: () => {
          if (socketRef.current?.connected) socketRef.current.emit('typing_start', { toUserId: partnerId });
        },
        onStop: () => {
          if (socketRef.current?.connected) socketRef.current.emit('typing_stop', { toUserId: partnerId });
        },
        idleMs: TYPING_STOP_AFTER_MS,
        repeatMs: TYPING_REPEAT_MS,
      }),
    [partnerId],
  );

  useEffect(() => () => emitter.stop(), [emitter]);
  return emitter;
}
