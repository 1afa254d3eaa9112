import { describe, expect, it } from 'vitest';
import { detectPushSupport, type PushEnvironment } from './push-support.ts';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

interface Options {
  userAgent?: string;
  maxTouchPoints?: number;
  standalone?: boolean;
  displayModeStandalone?: boolean;
  serviceWorker?: boolean;
  pushManager?: boolean;
  permission?: NotificationPermission | null;
}

function environment({
  userAgent = CHROME_ANDROID,
  maxTouchPoints = 5,
  standalone,
  displayModeStandalone = false,
  serviceWorker = true,
  pushManager = true,
  permission = 'default',
}: Options = {}): PushEnvironment {
  return {
    navigator: { userAgent, maxTouchPoints, standalone, serviceWorker: serviceWorker ? {} : undefined },
    PushManager: pushManager ? class {} : undefined,
    Notification: permission ? { permission } : undefined,
    matchMedia: (query) => ({ matches: displayModeStandalone && query === '(display-mode: standalone)' }),
  };
}

describe('detectPushSupport', () => {
  it('is available in a browser with a service worker, the Push API and no answer yet, or a yes', () => {
    expect(detectPushSupport(environment())).toBe('available');
    expect(detectPushSupport(environment({ permission: 'granted' }))).toBe('available');
  });

  it('is blocked once the user said no in the browser', () => {
    expect(detectPushSupport(environment({ permission: 'denied' }))).toBe('blocked');
  });

  it('is unsupported without a service worker, the Push API or the Notification API', () => {
    expect(detectPushSupport(environment({ serviceWorker: false }))).toBe('unsupported');
    expect(detectPushSupport(environment({ pushManager: false }))).toBe('unsupported');
    expect(detectPushSupport(environment({ permission: null }))).toBe('unsupported');
  });

  it('asks iPhone and iPad Safari users to add the app to the Home Screen first', () => {
    expect(detectPushSupport(environment({ userAgent: IPHONE, pushManager: false, permission: null }))).toBe('install-first');
    expect(detectPushSupport(environment({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5, pushManager: false, permission: null }))).toBe('install-first');
  });

  it('lets the Home Screen app on iOS subscribe (navigator.standalone or display-mode standalone)', () => {
    expect(detectPushSupport(environment({ userAgent: IPHONE, standalone: true }))).toBe('available');
    expect(detectPushSupport(environment({ userAgent: IPHONE, displayModeStandalone: true }))).toBe('available');
  });

  it('does not take a Mac without a touch screen for an iPad', () => {
    expect(detectPushSupport(environment({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe('available');
  });
});
