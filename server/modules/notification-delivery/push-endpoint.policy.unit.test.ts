import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config.ts';
import { isAllowedPushEndpoint } from './push-endpoint.policy.ts';

const production = { serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, allowInsecureLoopback: false };

describe('isAllowedPushEndpoint', () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes, plain http, credentials and internal addresses', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://notify.windows.com/w/',
      'https://evilnotify.windows.com/w/',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('allows plain http only to a listed loopback host, and only when tests turn it on', () => {
    const tests = { serviceHosts: ['127.0.0.1', 'push.example.in'], allowInsecureLoopback: true };
    expect(isAllowedPushEndpoint('http://127.0.0.1:4100/push/1', tests)).toBe(true);
    expect(isAllowedPushEndpoint('http://push.example.in/push/1', tests)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4100/push/1', { ...tests, allowInsecureLoopback: false })).toBe(false);
  });
});
