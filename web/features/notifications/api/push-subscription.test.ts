import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyBytes, PushPermissionError, PushUnavailableError, turnOffPush, turnOnPush } from './push-subscription.ts';

const SUBSCRIPTION_JSON = { endpoint: 'https://push.example.test/send/abc', expirationTime: null, keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A browser with a service worker and a push manager, and a server answering the push routes; records the calls. */
function fakeBrowser({ permission = 'granted' as NotificationPermission, subscribeFails = false, existing = false } = {}) {
  const calls: Call[] = [];
  const subscribe = vi.fn(() => (subscribeFails ? Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')) : Promise.resolve(subscription)));
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  const subscription = { endpoint: SUBSCRIPTION_JSON.endpoint, toJSON: () => SUBSCRIPTION_JSON, unsubscribe };
  const registration = { pushManager: { subscribe, getSubscription: () => Promise.resolve(existing ? subscription : null) } };
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(() => Promise.resolve(permission)) });
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve(registration), register: vi.fn(), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      calls.push({ method: init.method!, path, body: init.body ? JSON.parse(init.body as string) : undefined });
      const body = path.endsWith('/push-key') ? { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' } : { message: 'ok' };
      return Promise.resolve(new Response(JSON.stringify(body), { status: init.method === 'POST' ? 201 : 200 }));
    }),
  );
  return { calls, subscribe, unsubscribe };
}

afterEach(() => vi.unstubAllGlobals());

describe('turnOnPush', () => {
  it('subscribes with the server’s key and sends the subscription to the server', async () => {
    const browser = fakeBrowser();
    await turnOnPush();
    const options = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toEqual(keyBytes('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'));
    expect(browser.calls).toEqual([
      { method: 'GET', path: '/api/notifications/push-key', body: undefined },
      { method: 'POST', path: '/api/notifications/push-subscriptions', body: SUBSCRIPTION_JSON },
    ]);
  });

  it('stops with the browser’s answer when notifications are not allowed, and subscribes nothing', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    await expect(turnOnPush()).rejects.toEqual(new PushPermissionError('denied'));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells a browser without a push service apart from other failures, and saves nothing', async () => {
    const browser = fakeBrowser({ subscribeFails: true });
    await expect(turnOnPush()).rejects.toBeInstanceOf(PushUnavailableError);
    expect(browser.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('turnOffPush', () => {
  it('unsubscribes this browser and tells the server which endpoint to forget', async () => {
    const browser = fakeBrowser({ existing: true });
    await turnOffPush();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.calls).toEqual([{ method: 'DELETE', path: '/api/notifications/push-subscriptions', body: { endpoint: SUBSCRIPTION_JSON.endpoint } }]);
  });

  it('does nothing when this browser has no subscription', async () => {
    const browser = fakeBrowser();
    await turnOffPush();
    expect(browser.calls).toEqual([]);
  });
});

describe('keyBytes', () => {
  it('reads base64url without padding into the key’s bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
