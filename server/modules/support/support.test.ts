import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SUPPORT_SUBJECT, SUPPORT_MESSAGE_MAX, type SupportMessage } from '../../../contract/support.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';

const SUPPORT_PER_USER = 4;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000, supportPerUser: SUPPORT_PER_USER } });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/support/message', headers: token ? bearer(token) : {}, payload });
const thread = async (token: string): Promise<SupportMessage[]> => (await get('/api/support/user-messages', token)).json();

describe('POST /api/support/message', () => {
  it("stores an open message; the first one is titled 'Support Request', later ones keep the subject given or none", async () => {
    const student = await createStudent(t.app);
    const first = await send(student.token, { message: '  My location will not verify.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      subject: FIRST_SUPPORT_SUBJECT,
      message: 'My location will not verify.',
      userName: 'Riya Sharma',
      userEmail: student.email,
      status: 'open',
      adminReply: null,
      repliedAt: null,
    });

    const second = await send(student.token, { message: 'Any update?' });
    expect(second.json()).toMatchObject({ subject: null, message: 'Any update?', status: 'open' });
    const titled = await send(student.token, { message: 'Fees question', subject: ' Fees ' });
    expect(titled.json()).toMatchObject({ subject: 'Fees', message: 'Fees question' });

    const teacher = await createTeacher(t.app);
    const own = await send(teacher.token, { message: 'KYC question', subject: 'KYC status' });
    expect(own.json()).toMatchObject({ subject: 'KYC status', userName: 'Arjun Iyer', status: 'open' });
  });

  it('refuses blank, oversize and NUL-containing text with 400', async () => {
    const student = await createStudent(t.app);
    for (const payload of [{}, { message: '' }, { message: '   \n ' }, { message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }, { message: 'a\u0000b' }]) {
      const response = await send(student.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await send(student.token, { message: 'ok', subject: 'bad\u0000subject' })).statusCode).toBe(400);
    expect((await send(student.token, { message: 'x'.repeat(SUPPORT_MESSAGE_MAX) })).statusCode).toBe(201);
    expect(await thread(student.token)).toHaveLength(1);
  });

  it('limits how many messages one user sends: a burst past the limit gets 429, other users are unaffected', async () => {
    const student = await createStudent(t.app);
    for (let i = 0; i < SUPPORT_PER_USER; i++) expect((await send(student.token, { message: `Message ${i}` })).statusCode).toBe(201);
    const refused = await send(student.token, { message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await thread(student.token)).toHaveLength(SUPPORT_PER_USER);

    const other = await createStudent(t.app);
    expect((await send(other.token, { message: 'Hello' })).statusCode).toBe(201);
  });

  it('is for students and teachers: 401 signed out, 403 for admins', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await send(undefined, { message: 'Hi' })).statusCode).toBe(401);
    expect((await send(admin.token, { message: 'Hi' })).statusCode).toBe(403);
  });
});

describe('GET /api/support/user-messages', () => {
  it("returns the caller's own messages only, oldest first", async () => {
    const asha = await createStudent(t.app);
    const ravi = await createTeacher(t.app);
    await send(asha.token, { message: 'First from Asha' });
    await send(ravi.token, { message: 'First from Ravi' });
    await send(asha.token, { message: 'Second from Asha' });

    const ashaThread = await thread(asha.token);
    expect(ashaThread.map((m) => m.message)).toEqual(['First from Asha', 'Second from Asha']);
    expect(ashaThread.every((m) => m.userEmail === asha.email)).toBe(true);
    expect((await thread(ravi.token)).map((m) => m.message)).toEqual(['First from Ravi']);
    expect(await thread((await createStudent(t.app)).token)).toEqual([]);
  });

  it('is for students and teachers: 401 signed out, 403 for admins', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await get('/api/support/user-messages')).statusCode).toBe(401);
    expect((await get('/api/support/user-messages', admin.token)).statusCode).toBe(403);
  });
});
