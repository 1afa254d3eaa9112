import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createMinorStudent, createParent, createVerifiedTeacher } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (token: string, toUserId: string, content: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${toUserId}`, headers: bearer(token), payload: { content } });
const setConsent = (userId: string, value: 'pending' | 'granted' | 'withdrawn') =>
  t.database.db.update(users).set({ guardianConsent: value }).where(eq(users.id, userId));

describe('a teacher and a child of 13–17 with their own login', () => {
  it('is refused at once, even after earlier messages of the pair were allowed', async () => {
    const parent = await createParent(t.app);
    const child = await createMinorStudent(t.app, parent.email);
    await setConsent(child.user.id, 'granted');
    const teacher = await createVerifiedTeacher(t.app, t.database.db);
    await connectUsers(t.database.db, child.user.id, teacher.user.id);

    expect((await send(teacher.token, child.user.id, 'Shall we start on Monday?')).statusCode).toBe(201);
    expect((await send(teacher.token, child.user.id, 'Bring your algebra notebook.')).statusCode).toBe(201);

    await setConsent(child.user.id, 'withdrawn');
    const refused = await send(teacher.token, child.user.id, 'Are you there?');
    expect(refused.statusCode).toBe(403);
  });

  it("keeps a child's last seen out of a teacher's conversation list until the two are connected", async () => {
    const parent = await createParent(t.app);
    const child = await createMinorStudent(t.app, parent.email);
    await setConsent(child.user.id, 'granted');
    const teacher = await createVerifiedTeacher(t.app, t.database.db);
    expect((await send(child.token, teacher.user.id, 'Do you teach Class 10 physics?')).statusCode).toBe(201);
    await t.database.db.update(users).set({ lastSeenAt: new Date('2026-11-20T10:00:00Z') }).where(eq(users.id, child.user.id));
    const lastSeenOfChild = async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(teacher.token) })).json();
      return list.find((c: { userId: string }) => c.userId === child.user.id).lastSeen;
    };

    expect(await lastSeenOfChild()).toBeNull();
    await connectUsers(t.database.db, child.user.id, teacher.user.id);
    expect(await lastSeenOfChild()).toBe('2026-11-20T10:00:00.000Z');
  });
});
