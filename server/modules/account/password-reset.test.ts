import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID, RESET_LINK_USABLE } from '../../../contract/account.ts';
import { resetLinkIn, startMailbox, verifyLinkIn, type CapturedMail, type Mailbox } from '../../../e2e/support/mailbox.ts';
import { rowsOf } from '../../db/rows.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, PASSWORD, studentBody } from '../../test/factories.ts';

// A real SMTP server on a free port: the app sends through nodemailer, the test reads what arrived.
let mailbox: Mailbox;
let t: TestApp;
let ipSequence = 0;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({
    publicUrl: 'http://tutorhood.test:8080',
    mail: { smtpUrl: mailbox.url, from: 'Tutorhood <no-reply@tutorhood.test>' },
    rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000, loginPerIp: 1_000 },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

/** Each call from its own address unless told, so the per-IP limit only matters where a test means it to. */
const forgot = (email: string, ip = `10.0.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const RESET_SUBJECT = 'Reset your Tutorhood password';
// Registration emails a verification link too: only reset emails count here.
const isReset = (mail: CapturedMail) => mail.subject === RESET_SUBJECT;
const mailTo = (email: string) => mailbox.next((mail) => isReset(mail) && mail.to.includes(email));

describe('forgot password → emailed link → reset password', () => {
  it('emails a single-use link that sets a new password and ends every session', async () => {
    const student = await createStudent(t.app);
    const otherDevice = (await login(student.email, PASSWORD)).json().token as string;

    const response = await forgot(student.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    const mail = await mailTo(student.email);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.text).toContain('Hello Riya,');
    expect(mail.html).toContain('Reset your password');
    const link = resetLinkIn(mail);
    expect(link.origin).toBe('http://tutorhood.test:8080');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the token's SHA-256 is stored.
    const stored = rowsOf<{ token_hash: string }>(await t.database.db.execute(sql`select token_hash from password_resets where user_id = ${student.user.id}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    // Checking the link (as the page does when it opens) does not spend it.
    for (let i = 0; i < 2; i++) {
      const usable = await check(token);
      expect(usable.statusCode, usable.body).toBe(200);
      expect(usable.json()).toEqual({ message: RESET_LINK_USABLE });
    }

    const done = await reset(token, 'brand-new-secret');
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(student.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(student.email, 'brand-new-secret')).statusCode).toBe(200);
    expect((await me(student.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);

    const spent = await check(token);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: RESET_LINK_INVALID, errors: { token: RESET_LINK_INVALID } });
    const again = await reset(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: RESET_LINK_INVALID });
    expect((await login(student.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('refuses an expired link, and a link replaced by a newer request', async () => {
    const student = await createStudent(t.app);
    await forgot(student.email);
    const first = resetLinkIn(await mailTo(student.email)).searchParams.get('token')!;
    mailbox.messages.length = 0;
    await forgot(student.email);
    const second = resetLinkIn(await mailTo(student.email)).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await check(first)).statusCode).toBe(400);
    expect((await reset(first, 'brand-new-secret')).statusCode).toBe(400);

    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${student.user.id}`,
    );
    expect((await check(second)).statusCode).toBe(400);
    const expired = await reset(second, 'brand-new-secret');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(RESET_LINK_INVALID);
    expect((await login(student.email, PASSWORD)).statusCode).toBe(200);
    expect((await reset('not-a-token-at-all', 'brand-new-secret')).statusCode).toBe(400);
    expect((await check('not-a-token-at-all')).statusCode).toBe(400);
    expect((await check('')).json()).toMatchObject({ message: RESET_LINK_INVALID });
  });

  it('answers an unknown email (and an admin) exactly like a known one, and sends them nothing', async () => {
    const student = await createStudent(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    mailbox.messages.length = 0;
    const unknown = await forgot('nobody.here@example.in');
    const ofAdmin = await forgot(admin.email);
    const known = await forgot(student.email);
    for (const response of [unknown, ofAdmin]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
      expect(response.headers['content-type']).toBe(known.headers['content-type']);
    }
    // Deliveries run one at a time in request order: once the known one arrived, the other two are done.
    await mailTo(student.email);
    expect(mailbox.messages.filter(isReset).map((m) => m.to)).toEqual([[student.email]]);
    const rows = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from password_resets where user_id = ${admin.user.id}`));
    expect(rows[0]!.n).toBe(0);
  });

  it('applies the new-password rules of spec §5', async () => {
    const response = await reset('x'.repeat(43), 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ newPassword: 'New password must be at least 6 characters long' });
  });
});

describe('links in reset emails come from PUBLIC_URL only', () => {
  // What someone asking for a victim's link would send to have it point at their own site.
  const forged = {
    origin: 'https://attacker.example',
    host: 'attacker.example',
    'x-forwarded-host': 'attacker.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '203.0.113.9',
  };
  const linkFor = async (app: TestApp['app'], email: string, remoteAddress: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: forged, remoteAddress });
    expect(response.statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(`${mail.text}\n${mail.html}`).not.toContain('attacker.example');
    return resetLinkIn(mail).href;
  };

  it('ignores a forged Origin, Host and X-Forwarded-Host/Proto', async () => {
    const student = await createStudent(t.app);
    expect(await linkFor(t.app, student.email, '10.8.0.1')).toMatch(/^http:\/\/tutorhood\.test:8080\/reset-password\?token=/);
  });

  it('ignores them behind a trusted proxy too, and without PUBLIC_URL points at its default, http://localhost:PORT', async () => {
    const config = testConfig({ trustProxy: true, mail: { smtpUrl: mailbox.url, from: 'Tutorhood <no-reply@tutorhood.test>' } });
    expect(config.publicUrlConfigured).toBe(false);
    expect(config.publicUrl).toBe(`http://localhost:${config.port}`);
    const proxied = await buildTestApp({ trustProxy: true, mail: config.mail });
    try {
      const student = await createStudent(proxied.app);
      expect(await linkFor(proxied.app, student.email, '10.8.0.2')).toMatch(new RegExp(`^${config.publicUrl}/reset-password\\?token=`));
      // The verification email of a registration sent with the same forged headers, likewise.
      const body = studentBody();
      const registered = await proxied.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: forged, remoteAddress: '10.8.0.3' });
      expect(registered.statusCode).toBe(201);
      const verification = await mailbox.next((mail) => mail.to.includes(body.email as string) && mail.text.includes('/verify-email?token='));
      expect(`${verification.text}\n${verification.html}`).not.toContain('attacker.example');
      expect(verifyLinkIn(verification).href).toMatch(new RegExp(`^${config.publicUrl}/verify-email\\?token=`));
    } finally {
      await proxied.close();
    }
  });
});

describe('forgot-password rate limits', () => {
  it('answers 429 after RATE_LIMIT_RESET_PER_EMAIL requests for one email, from any address', async () => {
    const email = 'limited.by.email@example.in';
    for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
    const refused = await forgot(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });
    expect((await forgot('someone.else@example.in')).statusCode).toBe(200);
  });

  it('answers 429 after RATE_LIMIT_RESET_PER_IP requests from one address', async () => {
    for (let i = 0; i < 20; i++) expect((await forgot(`ip.limit.${i}@example.in`, '192.0.2.7')).statusCode).toBe(200);
    expect((await forgot('ip.limit.last@example.in', '192.0.2.7')).statusCode).toBe(429);
    expect((await forgot('ip.limit.last@example.in', '192.0.2.8')).statusCode).toBe(200);
  });
});
