import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import type { AccountBannedEvent } from '../../../contract/socket.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, PASSWORD } from '../../test/factories.ts';
import { listenForSockets, socketClients } from '../../test/socket-client.ts';

// Issue 28 §4: a banned user learns why. The open app hears the reason on its sockets before they end; a closed one
// hears it at its next sign-in.

let t: TestApp;
let url: string;
const clients = socketClients(() => url);

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t.app);
});
afterEach(() => clients.closeAll());
afterAll(() => t.close());

async function ban(userId: string, reason: string) {
  const admin = await createAdmin(t.app, t.database.db);
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/ban`, headers: bearer(admin.token), payload: { reason } });
  expect(response.statusCode).toBe(200);
}

describe('a ban’s reason reaches the banned user', () => {
  it('tells every open tab why, then ends its socket', async () => {
    const student = await createStudent(t.app);
    const tabs = await Promise.all([clients.connect(student.token), clients.connect(student.token)]);
    const heard = tabs.map(
      (socket) =>
        new Promise<string[]>((resolve) => {
          const events: string[] = [];
          socket.on('account_banned', (payload: AccountBannedEvent) => events.push(`account_banned:${payload.reason}`));
          socket.on('disconnect', (reason) => resolve([...events, `disconnect:${reason}`]));
        }),
    );
    await ban(student.user.id, 'Sharing contact details of minors');
    for (const events of await Promise.all(heard)) {
      expect(events).toEqual(['account_banned:Sharing contact details of minors', 'disconnect:io server disconnect']);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(student.token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses the next sign-in with a distinct code and the reason, for the app to show', async () => {
    const student = await createStudent(t.app);
    await ban(student.user.id, 'Spam');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'USER_BANNED',
      messageCode: 'USER_BANNED_WITH_REASON',
      messageParams: { reason: 'Spam' },
      message: MESSAGES.USER_BANNED_WITH_REASON.replace('{{reason}}', 'Spam'),
    });
  });

  it('does not tell a wrong password that the account is banned', async () => {
    const student = await createStudent(t.app);
    await ban(student.user.id, 'Spam');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: 'wrong-password' } });
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
