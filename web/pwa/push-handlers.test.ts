import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers, notificationFor, parsePushPayload, sameOriginPath, type PushWorkerScope } from './push-handlers.ts';

const ORIGIN = 'https://tutorhood.example';

function fakeWorker(windows: { url: string; focused?: boolean; navigate?: () => Promise<unknown>; focus?: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: unknown }[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focused: w.focused ?? false,
    focus: vi.fn(w.focus ?? (() => Promise.resolve())),
    navigate: vi.fn(w.navigate ?? (() => Promise.resolve())),
  }));
  const openWindow = vi.fn(() => Promise.resolve());
  const scope: PushWorkerScope = {
    location: { origin: ORIGIN },
    navigator: { language: 'en-IN' },
    registration: {
      showNotification: (title, options) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: { matchAll: () => Promise.resolve(clients), openWindow },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  };
  installPushHandlers(scope);
  const dispatch = async (type: 'push' | 'notificationclick', event: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waited.push(p) } as never);
    await Promise.all(waited);
  };
  return { shown, clients, openWindow, dispatch };
}

describe('the push handler', () => {
  it("shows the payload's title and body, grouped by its tag, opening its path", async () => {
    const worker = fakeWorker();
    const payload = { title: 'Anita Desai', body: 'Can we start on Monday?', tag: 'conversation:42', path: '/messages/42' };
    await worker.dispatch('push', { data: { text: () => JSON.stringify(payload) } });
    expect(worker.shown).toEqual([
      {
        title: 'Anita Desai',
        options: { body: 'Can we start on Monday?', tag: 'conversation:42', renotify: true, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', lang: 'en', data: { path: '/messages/42' } },
      },
    ]);
  });

  it('shows a generic notification when the payload is missing or malformed', async () => {
    const worker = fakeWorker();
    await worker.dispatch('push', { data: null });
    await worker.dispatch('push', { data: { text: () => '{"title": 5}' } });
    await worker.dispatch('push', { data: { text: () => 'not json' } });
    expect(worker.shown.map((n) => n.title)).toEqual(['Tutorhood', 'Tutorhood', 'Tutorhood']);
    expect(worker.shown[0]!.options).toMatchObject({ body: 'You have something new on Tutorhood.', data: { path: '/' } });
  });

  it('marks a Hindi notification as Hindi and does not re-alert for other kinds', () => {
    const { options } = notificationFor({ title: 'नई रिक्वेस्ट', body: 'रिया ने रिक्वेस्ट भेजी', tag: 'request:7', path: '/requests' }, 'en', ORIGIN);
    expect(options).toMatchObject({ lang: 'hi', renotify: false, tag: 'request:7' });
  });
});

describe('the payload and its path', () => {
  it('accepts only the PushPayload shape', () => {
    expect(parsePushPayload('{"title":"T","body":"B","tag":"x","path":"/"}')).toEqual({ title: 'T', body: 'B', tag: 'x', path: '/' });
    expect(parsePushPayload('{"title":"T","body":"B","tag":"x"}')).toBeNull();
    expect(parsePushPayload('[]')).toBeNull();
    expect(parsePushPayload('')).toBeNull();
  });

  it('keeps only paths on this site', () => {
    expect(sameOriginPath('/messages/42?x=1#end', ORIGIN)).toBe('/messages/42?x=1#end');
    for (const unsafe of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'messages', 7, undefined]) {
      expect(sameOriginPath(unsafe, ORIGIN)).toBe('/');
    }
  });
});

describe('the click handler', () => {
  const click = { notification: { data: { path: '/messages/42' }, close: vi.fn() } };

  it('focuses the open Tutorhood window and shows the screen there', async () => {
    const worker = fakeWorker([{ url: 'https://other.example/' }, { url: `${ORIGIN}/home` }]);
    await worker.dispatch('notificationclick', click);
    expect(click.notification.close).toHaveBeenCalled();
    expect(worker.clients[1]!.focus).toHaveBeenCalled();
    expect(worker.clients[1]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/messages/42`);
    expect(worker.clients[0]!.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('still shows the screen when the window may not be brought to the front', async () => {
    const worker = fakeWorker([{ url: `${ORIGIN}/home`, focus: () => Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError')) }]);
    await worker.dispatch('notificationclick', click);
    expect(worker.clients[0]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/messages/42`);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open, or the open one cannot be navigated', async () => {
    const none = fakeWorker();
    await none.dispatch('notificationclick', click);
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages/42`);

    const uncontrolled = fakeWorker([{ url: `${ORIGIN}/`, navigate: () => Promise.reject(new TypeError('not controlled')) }]);
    await uncontrolled.dispatch('notificationclick', click);
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages/42`);
  });

  it('never opens another site', async () => {
    const worker = fakeWorker();
    await worker.dispatch('notificationclick', { notification: { data: { path: 'https://evil.example/' }, close: vi.fn() } });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
