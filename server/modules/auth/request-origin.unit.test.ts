import { describe, expect, it } from 'vitest';
import { addressedOrigin, claimedOrigin, createSiteOriginCheck } from './request-origin.ts';

describe('the origin a socket handshake was addressed to', () => {
  it('is the connection and Host header, or with TRUST_PROXY what the proxy was asked for (its last entry, as Fastify reads it)', () => {
    const headers = { host: '10.0.0.5:3000', 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'www.tutorhood.in' };
    expect(addressedOrigin(headers, false, false)).toBe('http://10.0.0.5:3000');
    expect(addressedOrigin(headers, true, false)).toBe('https://10.0.0.5:3000');
    expect(addressedOrigin(headers, false, true)).toBe('https://www.tutorhood.in');
    expect(addressedOrigin({ host: 'tutorhood.in:443' }, true, false)).toBe('https://tutorhood.in');
    expect(addressedOrigin({}, false, false)).toBeUndefined();
  });
});

describe('the site a request names', () => {
  it('is its Origin, else its Referer; null when it names something that is no http(s) origin', () => {
    expect(claimedOrigin({ origin: 'https://a.example', referer: 'https://b.example/x' })).toBe('https://a.example');
    expect(claimedOrigin({ referer: 'https://b.example/x?y=1' })).toBe('https://b.example');
    expect(claimedOrigin({ origin: 'null' })).toBeNull();
    expect(claimedOrigin({ origin: 'chrome-extension://abc' })).toBeNull();
    expect(claimedOrigin({})).toBeUndefined();
  });
});

describe('the site check for cookie-authenticated writes', () => {
  const fromSite = createSiteOriginCheck('https://www.tutorhood.in/');
  const addressed = 'http://127.0.0.1:3000';

  it('passes the public URL and the addressed origin, default ports folded', () => {
    expect(fromSite({ origin: 'https://www.tutorhood.in' }, addressed)).toBe(true);
    expect(fromSite({ origin: 'https://www.tutorhood.in:443' }, addressed)).toBe(true);
    expect(fromSite({ origin: 'http://127.0.0.1:3000' }, addressed)).toBe(true);
  });

  it('refuses another origin, another scheme or port of the site, and a hidden origin', () => {
    for (const origin of ['https://evil.example', 'http://www.tutorhood.in', 'https://www.tutorhood.in:8443', 'https://tutorhood.in', 'null']) {
      expect(fromSite({ origin }, addressed), origin).toBe(false);
    }
  });

  it('passes a request that names no site unless Sec-Fetch-Site says another site sent it', () => {
    expect(fromSite({}, addressed)).toBe(true);
    expect(fromSite({ 'sec-fetch-site': 'none' }, addressed)).toBe(true);
    expect(fromSite({ 'sec-fetch-site': 'same-site' }, addressed)).toBe(false);
    expect(fromSite({ 'sec-fetch-site': 'cross-site' }, addressed)).toBe(false);
  });
});
