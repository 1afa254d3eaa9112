import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import type { SupportMessage } from '../../../contract/support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';
import { listenForSockets, nextEvent, recordEvents, settle, socketClients } from '../../test/socket-client.ts';

let t: TestApp;
let url: string;
let adminToken: string;
const clients = socketClients(() => url);
const connect = clients.connect;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t.app);
  adminToken = (await createAdmin(t.app, t.database.db)).token;
});
afterEach(() => clients.closeAll());
afterAll(() => t.close());

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
    const otherSaw = [recordEvents(otherSocket, 'supportReply'), recordEvents(otherSocket, 'notification')];

    const delivered = [nextEvent<SupportMessage>(tab1, 'supportReply'), nextEvent<SupportMessage>(tab2, 'supportReply')];
    const noticed = nextEvent<Notification>(tab1, 'notification');
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
    const delivered = nextEvent<SupportMessage>(socket, 'supportReply');
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
