import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher, markEmailVerified } from '../../test/factories.ts';
import { listenForSockets, socketClients } from '../../test/socket-client.ts';
import type { SendMessageAck } from '../../../contract/socket.ts';

let t: TestApp;
let url = '';
const sockets = socketClients(() => url);
beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const expectNotVerified = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: MESSAGES.EMAIL_NOT_VERIFIED, messageCode: 'EMAIL_NOT_VERIFIED' });
};

describe('until the email address is verified', () => {
  it('a student can browse but not send requests or messages, post a requirement or contact one; then can', async () => {
    const student = await createStudent(t.app, {}, { emailVerified: false });
    const teacher = await createTeacher(t.app);
    const requirement = await post(teacher.token, '/api/requirements', { subjects: ['Physics'], location: 'Indiranagar' });
    expect(requirement.statusCode, requirement.body).toBe(201);
    const requirementId = requirement.json().requirement.id as string;

    // Browsing works.
    expect((await t.app.inject({ method: 'GET', url: '/api/requirements', headers: bearer(student.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/messages/${teacher.user.id}`, headers: bearer(student.token) })).statusCode).toBe(200);

    const gated = {
      request: () => post(student.token, '/api/user/request', { receiverId: teacher.user.id }),
      sendRequest: () => post(student.token, '/api/user/send-request', { teacherId: teacher.user.id }),
      message: () => post(student.token, `/api/messages/${teacher.user.id}`, { content: 'Hello' }),
      postRequirement: () => post(student.token, '/api/requirements', { subjects: ['Physics'], location: 'Koramangala' }),
      contact: () => post(student.token, `/api/requirements/${requirementId}/contact`, {}),
    };
    for (const call of Object.values(gated)) expectNotVerified(await call());

    const socket = await sockets.connect(student.token);
    const ack = await new Promise<SendMessageAck>((resolve) => socket.emit('send_message', { toUserId: teacher.user.id, content: 'Hi' }, resolve));
    expect(ack).toMatchObject({ ok: false, code: 'EMAIL_NOT_VERIFIED', message: MESSAGES.EMAIL_NOT_VERIFIED, messageCode: 'EMAIL_NOT_VERIFIED' });

    await markEmailVerified(t.app, student.user.id);
    // The socket opened before verification sends now too (the gate reads the database on every send).
    const sent = await new Promise<SendMessageAck>((resolve) => socket.emit('send_message', { toUserId: teacher.user.id, content: 'Hi' }, resolve));
    expect(sent).toMatchObject({ ok: true });
    expect((await gated.message()).statusCode).toBe(201);
    expect((await gated.request()).statusCode).toBe(201);
    expect((await gated.postRequirement()).statusCode).toBe(201);
    expect((await gated.contact()).statusCode).toBe(200);
  });

  it('a teacher is gated the same way; admins are exempt', async () => {
    const teacher = await createTeacher(t.app, {}, { emailVerified: false });
    const student = await createStudent(t.app);
    expectNotVerified(await post(teacher.token, '/api/user/request', { receiverId: student.user.id }));
    expectNotVerified(await post(teacher.token, '/api/requirements', { subjects: ['Physics'], location: 'Jayanagar' }));

    const admin = await createAdmin(t.app, t.database.db);
    // Admins are refused for what they are, never for their address.
    const byAdmin = await post(admin.token, `/api/messages/${student.user.id}`, { content: 'Hello' });
    expect(byAdmin.json().code).not.toBe('EMAIL_NOT_VERIFIED');
  });
});
