// The session cookie (spec §7: "all calls send cookies"; its socket sends no token): every sign-in sets it, the API and
// the socket handshake accept it as they accept the bearer token, state-changing requests it authenticates must come
// from the site itself, and logout (like every other end of the session) ends it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, PASSWORD, studentBody } from '../../test/factories.ts';
import { listenForSockets } from '../../test/socket-client.ts';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { parseSetCookie } from 'cookie';
import { SESSION_COOKIE } from './session-cookie.ts';
import { hashToken } from './sessions.service.ts';

let t: TestApp;
let url = '';
const open: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 7, publicUrl: 'https://tutorhood.example' });
  url = await listenForSockets(t.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

/** The site as requests address it (their Host header; a socket's is the listening address) and as PUBLIC_URL names it. */
const SITE_HOST = 'tutorhood.local:8080';
const SITE_ORIGIN = `http://${SITE_HOST}`;
const PUBLIC_ORIGIN = 'https://tutorhood.example';
const OTHER_ORIGIN = 'https://evil.example';

function sessionCookieOf(response: { headers: Record<string, unknown> }) {
  const header = response.headers['set-cookie'];
  const values = Array.isArray(header) ? header : [header];
  const found = values.filter((v): v is string => typeof v === 'string').map((v) => parseSetCookie(v)).map((c) => ({ ...c, value: c.value ?? '' }));
  const cookie = found.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(header)}`);
  return cookie;
}
const cookieHeader = (token: string) => ({ host: SITE_HOST, cookie: `theme=dark; ${SESSION_COOKIE}=${token}` });

async function signIn(email: string, extraHeaders: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: extraHeaders, payload: { email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return { response, token: sessionCookieOf(response).value };
}

/** A socket.io client that sends only the cookie (no auth token), as the spec's client does, from `origin`. */
function cookieSocket(token: string, origin: string | undefined) {
  const extraHeaders: Record<string, string> = { cookie: `${SESSION_COOKIE}=${token}` };
  if (origin) extraHeaders.origin = origin;
  const socket = connectSocket(url, { path: '/socket.io/', transports: ['websocket'], reconnection: false, extraHeaders });
  open.push(socket);
  return new Promise<{ socket: Socket; error?: string }>((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => resolve({ socket, error: error.message }));
  });
}
const pingServer = (socket: Socket) => new Promise<{ userId: string }>((resolve) => socket.emit('ping_server', resolve));

describe('signing in sets the session cookie', () => {
  it('login: HttpOnly, SameSite=Lax, Path=/, for as long as the session, not Secure over plain HTTP; the same token as the answer', async () => {
    const student = await createStudent(t.app);
    const { response, token } = await signIn(student.email);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 7 * 24 * 60 * 60 });
    expect(cookie.secure).toBeFalsy();
    expect(token).toBe(response.json().token);
  });

  it('register and the admin login set it too', async () => {
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: studentBody() });
    expect(registered.statusCode).toBe(201);
    expect(sessionCookieOf(registered).value).toBe(registered.json().token);

    const admin = await createAdmin(t.app, t.database.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(sessionCookieOf(login)).toMatchObject({ value: login.json().token, httpOnly: true, sameSite: 'lax' });
    const stats = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: cookieHeader(login.json().token) });
    expect(stats.statusCode).toBe(200);
  });

  it('a failed sign-in sets no cookie', async () => {
    const student = await createStudent(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: 'wrong-password' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('a client that sends only the cookie', () => {
  it('signs in, calls the API, connects a socket, is refused a cross-origin POST, logs out and is refused', async () => {
    const student = await createStudent(t.app);
    const { token } = await signIn(student.email);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(student.user.id);

    const { socket, error } = await cookieSocket(token, url);
    expect(error).toBeUndefined();
    expect(await pingServer(socket)).toEqual({ userId: student.user.id });

    const profile = { firstName: 'Changed', mobile: '+919812345678', class: 'Class 9', schoolName: 'DPS' };
    const crossSite = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { ...cookieHeader(token), origin: OTHER_ORIGIN }, payload: profile });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED', messageCode: 'CROSS_SITE_REQUEST' });
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) });
    expect(unchanged.json().user.firstName).toBe(student.user.firstName);

    const sameSite = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { ...cookieHeader(token), origin: SITE_ORIGIN }, payload: profile });
    expect(sameSite.statusCode, sameSite.body).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...cookieHeader(token), origin: SITE_ORIGIN } });
    expect(logout.statusCode).toBe(204);
    const cleared = sessionCookieOf(logout);
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) });
    expect(after.statusCode).toBe(401);
    expect((await cookieSocket(token, url)).error).toBe('Unauthorized');
  });

  it('from another site the cookie is not honoured: a public write answers as to anyone, the session is not used', async () => {
    const student = await createStudent(t.app);
    const { token } = await signIn(student.email);
    const forgot = await t.app.inject({
      method: 'POST', url: '/api/auth/forgot-password', headers: { ...cookieHeader(token), origin: OTHER_ORIGIN }, payload: { email: student.email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...cookieHeader(token), origin: OTHER_ORIGIN } });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) })).statusCode).toBe(200);
  });

  it('the site is PUBLIC_URL or the origin the request was addressed to; a Referer stands in for a missing Origin', async () => {
    const student = await createStudent(t.app);
    const { token } = await signIn(student.email);
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/support/message', headers: { ...cookieHeader(token), ...headers }, payload: { message: 'Hello support' } });

    expect((await post({ origin: PUBLIC_ORIGIN })).statusCode).toBe(201);
    expect((await post({ referer: `${SITE_ORIGIN}/settings` })).statusCode).toBe(201);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ origin: 'null', referer: `${SITE_ORIGIN}/` })).statusCode).toBe(403);
    expect((await post({ referer: `${OTHER_ORIGIN}/page` })).statusCode).toBe(403);
    expect((await post({ origin: 'https://tutorhood.example.evil.example' })).statusCode).toBe(403);
  });

  it('a client that names no origin and is no browser page of another site (a cookie jar, curl) is let through', async () => {
    const student = await createStudent(t.app);
    const { token } = await signIn(student.email);
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/support/message', headers: { ...cookieHeader(token), ...headers }, payload: { message: 'Hello support' } });
    expect((await post({})).statusCode).toBe(201);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    for (const site of ['cross-site', 'same-site']) {
      const refused = await post({ 'sec-fetch-site': site });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('CROSS_ORIGIN_REFUSED');
    }
  });

  it('reads need no origin; a bearer-token request is never checked and never falls back to the cookie', async () => {
    const student = await createStudent(t.app);
    const other = await createStudent(t.app);
    const { token } = await signIn(student.email);

    expect((await t.app.inject({ method: 'GET', url: '/api/support/user-messages', headers: cookieHeader(token) })).statusCode).toBe(200);
    const viaBearer = await t.app.inject({
      method: 'POST',
      url: '/api/support/message',
      headers: { ...bearer(other.token), ...cookieHeader(token), origin: OTHER_ORIGIN },
      payload: { message: 'From a bearer client' },
    });
    expect(viaBearer.statusCode).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/api/support/user-messages', headers: bearer(other.token) });
    expect(mine.json().map((m: { message: string }) => m.message)).toContain('From a bearer client');

    const badBearer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...bearer('x'.repeat(43)), ...cookieHeader(token) } });
    expect(badBearer.statusCode).toBe(401);
  });

  it('a socket authenticated by the cookie from another site is refused; one that names the site, or no site (no browser), connects', async () => {
    const student = await createStudent(t.app);
    const { token } = await signIn(student.email);
    expect((await cookieSocket(token, OTHER_ORIGIN)).error).toBe('This request came from another website, so it was refused. Open Tutorhood itself and try again.');
    expect((await cookieSocket(token, 'null')).error).toMatch(/another website/);
    expect((await cookieSocket(token, undefined)).error).toBeUndefined();
    expect((await cookieSocket(token, PUBLIC_ORIGIN)).error).toBeUndefined();
  });
});

describe('the session decides, whatever carries its token', () => {
  const meWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('a ban ends the cookie as it ends the token', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const student = await createStudent(t.app);
    const cookie = (await signIn(student.email)).token;
    const ban = await t.app.inject({ method: 'POST', url: `/api/admin/users/${student.user.id}/ban`, headers: bearer(admin.token), payload: { reason: 'Spam' } });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await meWith(cookieHeader(cookie))).statusCode).toBe(401);
  });

  it('a password change on another device ends the cookie; the device that changed it stays signed in', async () => {
    const student = await createStudent(t.app);
    const cookie = (await signIn(student.email)).token;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(student.token),
      payload: { currentPassword: PASSWORD, newPassword: 'another-secret' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await meWith(cookieHeader(cookie))).statusCode).toBe(401);
    expect((await meWith(bearer(student.token))).statusCode).toBe(200);
  });

  it('an expired session is refused through the cookie', async () => {
    const student = await createStudent(t.app);
    const cookie = (await signIn(student.email)).token;
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(cookie)));
    expect((await meWith(cookieHeader(cookie))).statusCode).toBe(401);
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ trustProxy: true });
  });
  afterAll(() => proxied.close());

  it('the cookie is Secure when the request came over HTTPS, and the site is the origin the proxy was asked for', async () => {
    const student = await createStudent(proxied.app);
    const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.tutorhood.in' };
    const login = await proxied.app.inject({ method: 'POST', url: '/api/auth/login', headers: overHttps, payload: { email: student.email, password: PASSWORD } });
    const cookie = sessionCookieOf(login);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });
    const plain = await proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: PASSWORD } });
    expect(sessionCookieOf(plain).secure).toBeFalsy();

    const post = (origin: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/support/message',
        headers: { ...overHttps, cookie: `${SESSION_COOKIE}=${cookie.value}`, origin },
        payload: { message: 'Hello' },
      });
    expect((await post('https://www.tutorhood.in')).statusCode).toBe(201);
    expect((await post('http://www.tutorhood.in')).statusCode).toBe(403);
  });
});
