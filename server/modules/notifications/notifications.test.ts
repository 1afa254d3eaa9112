import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import { notifications } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string) => t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });

/** Stores a notification as a moderator's warning would, `minutesAgo` in the past. */
async function notify(userId: string, body: string, minutesAgo = 0) {
  const [row] = await t.database.db
    .insert(notifications)
    .values({ userId, kind: 'moderator_warning', title: 'Warning from a moderator', body, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .returning();
  return row!;
}

describe('GET /api/notifications', () => {
  it("lists the user's own notifications newest first, and only the unread ones with unread=true", async () => {
    const student = await createStudent(t.app);
    const other = await createTeacher(t.app);
    const older = await notify(student.user.id, 'Be kind', 10);
    const newer = await notify(student.user.id, 'Mind your language', 1);
    await notify(other.user.id, 'Not yours');

    const response = await get('/api/notifications', student.token);
    expect(response.statusCode).toBe(200);
    const list: Notification[] = response.json();
    expect(list.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: newer.id,
      kind: 'moderator_warning',
      title: 'Warning from a moderator',
      body: 'Mind your language',
      params: {},
      createdAt: newer.createdAt.toISOString(),
      readAt: null,
    });

    expect((await post(`/api/notifications/${older.id}/read`, student.token)).statusCode).toBe(200);
    const unread: Notification[] = (await get('/api/notifications?unread=true', student.token)).json();
    expect(unread.map((n) => n.id)).toEqual([newer.id]);
    const all: Notification[] = (await get('/api/notifications?unread=false', student.token)).json();
    expect(all).toHaveLength(2);
  });

  it('returns at most 50', async () => {
    const teacher = await createTeacher(t.app);
    for (let i = 0; i < 52; i++) await notify(teacher.user.id, `Notice ${i}`, i);
    const list: Notification[] = (await get('/api/notifications', teacher.token)).json();
    expect(list).toHaveLength(50);
    expect(list[0]!.body).toBe('Notice 0');
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks one read once, and keeps the first read time', async () => {
    const student = await createStudent(t.app);
    const notice = await notify(student.user.id, 'Please stay on topic');
    const first = await post(`/api/notifications/${notice.id}/read`, student.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: notice.id, readAt: expect.any(String) });
    const again = await post(`/api/notifications/${notice.id}/read`, student.token);
    expect(again.json().readAt).toBe(first.json().readAt);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const owner = await createStudent(t.app);
    const intruder = await createTeacher(t.app);
    const notice = await notify(owner.user.id, 'Private warning');
    const response = await post(`/api/notifications/${notice.id}/read`, intruder.token);
    expect(response.statusCode).toBe(404);
    expect((await post('/api/notifications/00000000-0000-4000-8000-000000000000/read', owner.token)).statusCode).toBe(404);
    expect((await post('/api/notifications/not-an-id/read', owner.token)).statusCode).toBe(400);
    const [stillUnread]: Notification[] = (await get('/api/notifications?unread=true', owner.token)).json();
    expect(stillUnread?.id).toBe(notice.id);
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks every one of the user's notifications read, and nobody else's", async () => {
    const student = await createStudent(t.app);
    const other = await createStudent(t.app);
    await notify(student.user.id, 'One');
    await notify(student.user.id, 'Two');
    await notify(other.user.id, 'Theirs');
    const response = await post('/api/notifications/read-all', student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'All notifications marked as read' });
    expect((await get('/api/notifications?unread=true', student.token)).json()).toEqual([]);
    expect((await get('/api/notifications', student.token)).json()).toHaveLength(2);
    expect((await get('/api/notifications?unread=true', other.token)).json()).toHaveLength(1);
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 for an admin', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await post('/api/notifications/read-all')).statusCode).toBe(401);
    expect((await post('/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(401);
    expect((await get('/api/notifications', admin.token)).statusCode).toBe(403);
  });
});
