import { describe, expect, it } from 'vitest';
import { webOrigin } from './web-origin.ts';

const request = (origin?: string) => ({ headers: origin ? { origin } : {}, protocol: 'http' as const, host: 'api.local:3001' });

describe('webOrigin (where reset links point)', () => {
  it('prefers PUBLIC_URL, without a trailing slash', () => {
    expect(webOrigin(request('http://evil.example'), 'https://tutorhood.in/')).toBe('https://tutorhood.in');
  });

  it("falls back to the asking page's origin, then to the request's own host", () => {
    expect(webOrigin(request('http://localhost:3000'), undefined)).toBe('http://localhost:3000');
    expect(webOrigin(request('null'), undefined)).toBe('http://api.local:3001');
    expect(webOrigin(request('http://x.in/path'), undefined)).toBe('http://api.local:3001');
    expect(webOrigin(request(), undefined)).toBe('http://api.local:3001');
  });
});
