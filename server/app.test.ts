import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { createStudent } from './test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers unknown /api paths with 404 JSON, never the web page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the web app for other unknown paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/client/route' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and no X-Powered-By', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets pages connect only to their own host, WebSockets included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'tutorhood.example.in:8443' } });
    const csp = String(response.headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' ws://tutorhood.example.in:8443 wss://tutorhood.example.in:8443");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'evil.example; script-src *' } });
    expect(String(forged.headers['content-security-policy'])).not.toContain('evil.example');
  });

  it('keeps CORS closed to other origins', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports database reachability', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('bounds request bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('returns a JSON error for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('compresses JSON for clients that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/admin/login']));
    expect(doc.components.schemas).toHaveProperty('User');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('socket.io', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  function connect(auth: Record<string, unknown>) {
    return connectSocket(url, { path: '/socket.io/', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  }

  it('refuses a handshake without a valid token', async () => {
    for (const auth of [{}, { token: 'not-a-real-token-but-long-enough' }]) {
      const socket = connect(auth);
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe('Unauthorized');
      socket.close();
    }
  });

  it('accepts the session token and derives the user from it', async () => {
    const { token, user } = await createStudent(t.app);
    const socket = connect({ token });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const reply = await socket.emitWithAck('ping_server');
    expect(reply).toEqual({ userId: user.id });
    socket.close();
  });
});
