import { describe, expect, it, vi } from 'vitest';
import { followServerEnds, type AppSocket } from './socket.ts';

/** A stand-in for the socket.io client: its events, `connected`, and how often it was told to connect. */
function fakeSocket() {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  const emit = (event: string, arg: unknown) => listeners.get(event)?.forEach((listener) => listener(arg));
  const socket = {
    connected: true,
    connects: 0,
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    connect() {
      socket.connects++;
      return socket;
    },
    serverEnds(reason: string) {
      socket.connected = false;
      emit('disconnect', reason);
    },
    refused: (message: string) => emit('connect_error', new Error(message)),
  };
  return socket;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function follow(alive: boolean, closed = false) {
  const socket = fakeSocket();
  const sessionAlive = vi.fn(async () => alive);
  followServerEnds(socket as unknown as Pick<AppSocket, 'on' | 'connect' | 'connected'>, sessionAlive, () => closed);
  return { socket, sessionAlive };
}

describe('followServerEnds', () => {
  it('checks the session when the server ends the socket, and stays off when it has ended (the app signs out)', async () => {
    const { socket, sessionAlive } = follow(false);
    socket.serverEnds('io server disconnect');
    await settle();
    expect(sessionAlive).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(0);
  });

  it('connects once more when the server ended the socket but the session is alive', async () => {
    const { socket } = follow(true);
    socket.serverEnds('io server disconnect');
    await settle();
    expect(socket.connects).toBe(1);
  });

  it('never connects again after a refused handshake, only checks the session', async () => {
    const { socket, sessionAlive } = follow(true);
    socket.connected = false;
    socket.refused('Unauthorized');
    await settle();
    expect(sessionAlive).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(0);
  });

  it('leaves lost connections to socket.io’s own reconnection, and a closed provider alone', async () => {
    const lost = follow(true);
    lost.socket.serverEnds('transport close');
    lost.socket.refused('timeout');
    await settle();
    expect(lost.sessionAlive).not.toHaveBeenCalled();

    const closed = follow(true, true);
    closed.socket.serverEnds('io server disconnect');
    await settle();
    expect(closed.socket.connects).toBe(0);
  });
});
