import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import type { SupportMessage } from '../../../contract/support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
let url: string;
let adminToken: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  adminToken = (await createAdmin(t.app, t.database.db)).token;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

async function connect(token: string): Promise<Socket> {
  const socket = connectSocket(url, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const next = <T>(socket: Socket, event: string, timeoutMs = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

function record(socket: Socket, event: string) {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

async function write(token: string, message: string): Promise<SupportMessage> {
  const response = await t.app.inject({ method: 'POST', url: '/api/support/message', headers: bearer(token), payload: { message } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('supportReply', () => {
  it("reaches every socket of the message's author, with the notification, and no one else's", async () => {
    const student = await createStudent(t.app);
    const other = await createTeacher(t.app);
    const message = await write(student.token, 'Where are my requests?');
    const [tab1, tab2, otherSocket] = [await connect(student.token), await connect(student.token), await connect(other.token)];
    const otherSaw = [record(otherSocket, 'supportReply'), record(otherSocket, 'notification')];

    const delivered = [next<SupportMessage>(tab1, 'supportReply'), next<SupportMessage>(tab2, 'supportReply')];
    const noticed = next<Notification>(tab1, 'notification');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/support-messages/${message.id}/reply`,
      headers: bearer(adminToken),
      payload: { adminReply: 'Under Requests in the top bar.' },
    });
    expect(response.statusCode).toBe(200);
    for (const payload of await Promise.all(delivered)) {
      expect(payload).toEqual(response.json());
      expect(payload).toMatchObject({ id: message.id, status: 'replied', adminReply: 'Under Requests in the top bar.' });
    }
    expect(await noticed).toMatchObject({ kind: 'support_reply', body: 'Under Requests in the top bar.' });
    await settle();
    expect(otherSaw).toEqual([[], []]);
  });

  it('is sent for a conversation reply too', async () => {
    const teacher = await createTeacher(t.app);
    await write(teacher.token, 'Profile visibility?');
    const socket = await connect(teacher.token);
    const delivered = next<SupportMessage>(socket, 'supportReply');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support-conversations/${teacher.user.id}/reply`,
      headers: bearer(adminToken),
      payload: { message: 'Students within your radius see it.' },
    });
    expect(response.statusCode).toBe(200);
    expect(await delivered).toMatchObject({
      id: response.json().id,
      message: 'Profile visibility?',
      userName: 'Arjun Iyer',
      adminReply: 'Students within your radius see it.',
      status: 'replied',
    });
  });
});
