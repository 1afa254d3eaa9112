import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_EMAILS_PER_WINDOW } from '../../../contract/email-verification.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { startMailbox, verifyLinkIn, type Mailbox } from '../../../e2e/support/mailbox.ts';
import { rowsOf } from '../../db/rows.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, PASSWORD } from '../../test/factories.ts';

// A real SMTP server: the app sends through nodemailer, the test follows the link that arrived.
let mailbox: Mailbox;
let t: TestApp;
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

const tokenFor = async (email: string) => verifyLinkIn(await mailbox.next((m) => m.to.includes(email))).searchParams.get('token')!;
const forget = (email: string) => {
  for (let i = mailbox.messages.length - 1; i >= 0; i--) if (mailbox.messages[i]!.to.includes(email)) mailbox.messages.splice(i, 1);
};
const verify = (token: string, authToken?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers: authToken ? bearer(authToken) : {} });
const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;
const resend = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(token) });
const changeEmail = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/account/email', headers: bearer(token), payload });
const unverifiedStudent = (overrides?: Record<string, unknown>) => createStudent(t.app, overrides, { emailVerified: false });

describe('the link emailed after registration', () => {
  it('verifies exactly once, signed out, the address it was sent to; only its SHA-256 is stored', async () => {
    const student = await unverifiedStudent({ language: 'hi' });
    expect(student.user.emailVerified).toBe(false);
    expect((await me(student.token)).emailVerified).toBe(false);

    const mail = await mailbox.next((m) => m.to.includes(student.email));
    expect(mail.subject).toBe('Tutorhood के लिए अपना ईमेल पता सत्यापित करें');
    expect(mail.text).toContain('नमस्ते Riya,');
    const link = verifyLinkIn(mail);
    expect(link.origin).toBe('http://tutorhood.test:8080');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = rowsOf<{ token_hash: string; email: string; hours: number }>(
      await t.database.db.execute(
        sql`select token_hash, email, extract(epoch from expires_at - created_at) / 3600 as hours from email_verifications where user_id = ${student.user.id}`,
      ),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.email).toBe(student.email);
    expect(Math.round(Number(stored[0]!.hours))).toBe(72);

    const done = await verify(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.EMAIL_VERIFIED, email: student.email });
    expect((await me(student.token)).emailVerified).toBe(true);

    const again = await verify(token, student.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.VERIFY_LINK_INVALID, messageCode: 'VERIFY_LINK_INVALID' });
  });

  it('refuses an expired link, a wrong token, and a link replaced by a newer one', async () => {
    const student = await unverifiedStudent();
    const first = await tokenFor(student.email);
    forget(student.email);
    expect((await resend(student.token)).statusCode).toBe(200);
    const second = await tokenFor(student.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify('not-a-token-at-all')).json().message).toBe(MESSAGES.VERIFY_LINK_INVALID);

    await t.database.db.execute(sql`update email_verifications set expires_at = now() - interval '1 second' where user_id = ${student.user.id}`);
    const expired = await verify(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.VERIFY_LINK_INVALID);
    expect((await me(student.token)).emailVerified).toBe(false);
  });
});

describe('resend', () => {
  it(`sends at most ${VERIFICATION_EMAILS_PER_WINDOW} new links per window, then answers 429; refuses a verified address`, async () => {
    const student = await unverifiedStudent();
    for (let i = 0; i < VERIFICATION_EMAILS_PER_WINDOW; i++) {
      const sent = await resend(student.token);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ message: `We have sent a new verification link to ${student.email}.`, email: student.email, emailVerified: false });
    }
    const refused = await resend(student.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });

    const verified = await createStudent(t.app);
    const already = await resend(verified.token);
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe(MESSAGES.EMAIL_ALREADY_VERIFIED);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
  });
});

describe('correcting the email address while signed in', () => {
  it('makes the new address unverified, sends it a link, and the old link no longer verifies anything', async () => {
    const student = await createStudent(t.app);
    const oldToken = await tokenFor(student.email);
    const corrected = `corrected.${Date.now()}@example.in`;
    const changed = await changeEmail(student.token, { email: corrected.toUpperCase(), password: PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: corrected, emailVerified: false });
    expect(await me(student.token)).toMatchObject({ email: corrected, emailVerified: false });

    expect((await verify(oldToken)).statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: corrected, password: PASSWORD } });
    expect(login.statusCode).toBe(200);

    const done = await verify(await tokenFor(corrected));
    expect(done.json()).toEqual({ message: MESSAGES.EMAIL_VERIFIED, email: corrected });
    expect((await me(student.token)).emailVerified).toBe(true);
  });

  it('refuses a wrong password, an address another account has, and the same address', async () => {
    const student = await unverifiedStudent();
    const other = await createStudent(t.app);
    const wrong = await changeEmail(student.token, { email: 'fresh.address@example.in', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { password: MESSAGES.PASSWORD_INCORRECT } });
    const taken = await changeEmail(student.token, { email: other.email.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: MESSAGES.EMAIL_TAKEN } });
    const same = await changeEmail(student.token, { email: student.email, password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ email: MESSAGES.EMAIL_UNCHANGED });
    expect(await me(student.token)).toMatchObject({ email: student.email, emailVerified: false });
    const invalid = await changeEmail(student.token, { email: 'not-an-email', password: PASSWORD });
    expect(invalid.json().errors).toEqual({ email: MESSAGES.INVALID_EMAIL });
  });
});
