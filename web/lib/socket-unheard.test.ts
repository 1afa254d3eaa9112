import { describe, expect, it } from 'vitest';
import { rememberUnheardEvents, takeUnheard } from './socket.ts';

/** A socket's inbound side: onAny listeners hear every event first, then the event's own listeners (socket.io-client). */
function fakeSocket() {
  const catchAll: Array<(event: string) => void> = [];
  const own = new Map<string, Array<() => void>>();
  const socket = {
    onAny: (listener: (event: string) => void) => {
      catchAll.push(listener);
      return socket;
    },
    listeners: (event: string) => own.get(event) ?? [],
  };
  return {
    socket: socket as unknown as Parameters<typeof rememberUnheardEvents>[0],
    deliver: (event: string) => {
      catchAll.forEach((listener) => listener(event));
      (own.get(event) ?? []).forEach((listener) => listener());
    },
    listen: (event: string) => own.set(event, [() => undefined]),
  };
}

describe('events that arrive before a screen listens', () => {
  it('are reported once to the screen that starts listening', () => {
    const { socket, deliver } = fakeSocket();
    rememberUnheardEvents(socket);
    expect(takeUnheard(socket, 'message_received')).toBe(false);
    deliver('message_received');
    expect(takeUnheard(socket, 'message_received')).toBe(true);
    expect(takeUnheard(socket, 'message_received')).toBe(false);
    expect(takeUnheard(socket, 'messages_read')).toBe(false);
  });

  it('are not reported when a listener heard them', () => {
    const { socket, deliver, listen } = fakeSocket();
    rememberUnheardEvents(socket);
    listen('message_received');
    deliver('message_received');
    expect(takeUnheard(socket, 'message_received')).toBe(false);
  });
});
