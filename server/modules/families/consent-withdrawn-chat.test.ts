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

describe('a teacher writing to a child whose guardian withdrew consent', () => {
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
});
