import { describe, expect, it, vi } from 'vitest';
import type { Message, SendMessageBody } from '../../../../contract/chat.ts';
import { createOutboxDelivery, type DeliveryDeps, type FailureKind } from './outbox-delivery.ts';
import { createOutboxStore, findOutboxItem } from './outbox.ts';
import { deserializeOutbox, mergeLocalOnly, serializeOutbox } from './outbox-storage.ts';

class Offline extends Error {}
class Refusal extends Error {}

/** A fake server that stores each (clientId) once, like the real one, and answers after `release()`. */
function setup(options: { online?: boolean } = {}) {
  let online = options.online ?? true;
  const stored = new Map<string, Message>();
  const calls: SendMessageBody[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => {};
  let failNext: Error | null = null;
  let ids = 0;
  const store = createOutboxStore();
  const transmit = vi.fn(async (toUserId: string, body: SendMessageBody): Promise<Message> => {
    calls.push(body);
    await gate;
    if (!online) throw new Offline('network');
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
    const existing = stored.get(body.clientId!);
    if (existing) return existing;
    const message = { id: `m${stored.size + 1}`, fromUserId: 'me', toUserId, content: body.content, clientId: body.clientId } as Message;
    stored.set(body.clientId!, message);
    return message;
  });
  const onStored = vi.fn();
  const onFailed = vi.fn();
  const deps: DeliveryDeps = {
    store,
    isOnline: () => online,
    upload: async () => '/uploads/x.png',
    transmit,
    classify: (error) => {
      const kind: FailureKind = error instanceof Offline ? 'offline' : error instanceof Refusal ? 'refused' : 'error';
      return { kind, reason: (error as Error).message };
    },
    onStored,
    onFailed,
    newId: () => `c${++ids}`,
    now: () => `2025-01-01T00:00:0${ids}.000Z`,
  };
  const delivery = createOutboxDelivery(deps);
  return {
    delivery,
    store,
    stored,
    calls,
    transmit,
    onStored,
    onFailed,
    setOnline: (value: boolean) => (online = value),
    hold: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => open(),
    failNextWith: (error: Error) => (failNext = error),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('outbox delivery', () => {
  it('queues a message written offline without trying to send it, then sends it once on reconnect', async () => {
    const t = setup({ online: false });
    const clientId = t.delivery.send('u1', { content: '  See you at 5  ' });
    await settle();
    expect(findOutboxItem(t.store.getState(), clientId)).toMatchObject({ status: 'queued', content: 'See you at 5' });
    expect(t.transmit).not.toHaveBeenCalled();

    t.setOnline(true);
    // Reconnect fires several triggers at once (socket connect, the online event, a manual retry).
    await Promise.all([t.delivery.flush(), t.delivery.flush(), t.delivery.retry(clientId)]);
    expect(t.transmit).toHaveBeenCalledTimes(1);
    expect(t.stored.size).toBe(1);
    expect(t.onStored).toHaveBeenCalledTimes(1);
    expect(t.store.getState()).toEqual({});
    await t.delivery.flush();
    expect(t.transmit).toHaveBeenCalledTimes(1);
  });

  it('never has two deliveries of one message in flight', async () => {
    const t = setup();
    t.hold();
    const clientId = t.delivery.send('u1', { content: 'hi' });
    expect(findOutboxItem(t.store.getState(), clientId)?.status).toBe('sending');
    void t.delivery.retry(clientId);
    void t.delivery.flush();
    expect(t.delivery.isInFlight(clientId)).toBe(true);
    t.release();
    await settle();
    expect(t.transmit).toHaveBeenCalledTimes(1);
    expect(t.store.getState()).toEqual({});
  });

  it('a connection lost mid-send puts the message back in the queue quietly; the resend carries the same clientId', async () => {
    const t = setup();
    t.hold();
    const clientId = t.delivery.send('u1', { content: 'hi' });
    t.setOnline(false);
    t.release();
    await settle();
    expect(findOutboxItem(t.store.getState(), clientId)).toMatchObject({ status: 'queued', error: null });
    expect(t.onFailed).not.toHaveBeenCalled();

    t.setOnline(true);
    await t.delivery.flush();
    expect(t.calls.map((c) => c.clientId)).toEqual([clientId, clientId]);
    expect(t.stored.size).toBe(1);
    expect(t.store.getState()).toEqual({});
  });

  it('an answer lost after the server stored the message does not store it twice', async () => {
    const t = setup();
    const clientId = t.delivery.send('u1', { content: 'once' });
    await settle();
    // Another tab (or the page before a reload) had it queued too: it goes out again with the same clientId.
    t.store.dispatch({ type: 'add', item: { ...{ clientId, toUserId: 'u1', content: 'once', attachment: null, file: null, previewUrl: null }, createdAt: 'x', status: 'queued', error: null } });
    await t.delivery.flush();
    expect(t.stored.size).toBe(1);
    expect(t.onStored.mock.calls.map(([m]) => (m as Message).id)).toEqual(['m1', 'm1']);
  });

  it('a refused message fails with its reason, is not resent on reconnect, and can be retried or discarded', async () => {
    const t = setup();
    t.failNextWith(new Refusal('You blocked this user'));
    const clientId = t.delivery.send('u1', { content: 'hi' });
    await settle();
    expect(findOutboxItem(t.store.getState(), clientId)).toMatchObject({ status: 'failed', error: 'You blocked this user' });
    expect(t.onFailed).toHaveBeenCalledWith(expect.objectContaining({ clientId }), 'You blocked this user', 'send');

    await t.delivery.flush();
    expect(t.transmit).toHaveBeenCalledTimes(1);

    await t.delivery.retry(clientId);
    expect(t.transmit).toHaveBeenCalledTimes(2);
    expect(t.store.getState()).toEqual({});

    t.failNextWith(new Refusal('nope'));
    const other = t.delivery.send('u1', { content: 'again' });
    await settle();
    t.delivery.discard(other);
    expect(t.store.getState()).toEqual({});
  });

  it('sends the queue in the order it was written', async () => {
    const t = setup({ online: false });
    const a = t.delivery.send('u1', { content: 'first' });
    const b = t.delivery.send('u2', { content: 'second' });
    const c = t.delivery.send('u1', { content: 'third' });
    t.setOnline(true);
    await t.delivery.flush();
    expect(t.calls.map((call) => call.clientId)).toEqual([a, b, c]);
  });
});

describe('outbox storage', () => {
  it('survives a reload: queued and sending come back queued, failed stays failed, unsent images are not kept', () => {
    const t = setup({ online: false });
    const queued = t.delivery.send('u1', { content: 'offline' });
    t.store.dispatch({ type: 'add', item: { clientId: 'f1', toUserId: 'u2', content: 'no', attachment: null, file: null, previewUrl: null, createdAt: 'y', status: 'failed', error: 'Blocked' } });
    t.store.dispatch({ type: 'add', item: { clientId: 's1', toUserId: 'u2', content: 'going', attachment: null, file: null, previewUrl: null, createdAt: 'z', status: 'sending', error: null } });
    t.store.dispatch({ type: 'add', item: { clientId: 'img', toUserId: 'u2', content: '', attachment: null, file: {} as File, previewUrl: 'blob:x', createdAt: 'w', status: 'queued', error: null } });

    const restored = deserializeOutbox(serializeOutbox(t.store.getState()));
    expect(findOutboxItem(restored, queued)).toMatchObject({ status: 'queued', content: 'offline' });
    expect(findOutboxItem(restored, 'f1')).toMatchObject({ status: 'failed', error: 'Blocked' });
    expect(findOutboxItem(restored, 's1')).toMatchObject({ status: 'queued' });
    expect(findOutboxItem(restored, 'img')).toBeUndefined();
    expect(deserializeOutbox('not json')).toEqual({});
    expect(serializeOutbox({})).toBeNull();
  });

  it("follows another tab's outbox but keeps this tab's deliveries in flight and unsent images", () => {
    const item = (clientId: string, status: 'queued' | 'sending' = 'queued', file: File | null = null) => ({
      clientId, toUserId: 'u1', content: clientId, attachment: null, file, previewUrl: null, createdAt: clientId, status, error: null,
    });
    const local = { u1: [item('sent-elsewhere'), item('mine-in-flight', 'sending'), item('image', 'queued', {} as File)] };
    const saved = { u1: [item('mine-in-flight')] };
    const merged = mergeLocalOnly(saved, local, (i) => i.clientId === 'mine-in-flight');
    expect(merged.u1!.map((i) => [i.clientId, i.status])).toEqual([
      ['mine-in-flight', 'sending'],
      ['image', 'queued'],
    ]);
  });
});
