import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { teacherProfiles, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTeacher } from '../../test/factories.ts';
import { createAuthRepository } from './auth.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = { subjects: ['Physics'], qualification: 'M.Sc Physics', experience: '5 years', bio: null };

async function newUser(email: string) {
  const [user] = await t.database.db.insert(users).values({ email, passwordHash: 'x', userType: 'teacher', firstName: 'Repeat' }).returning();
  return user!.id;
}

it('a public id another teacher already has is drawn again, not a failed registration', async () => {
  const first = await createTeacher(t.app, { firstName: 'Taken' });
  const [taken] = await t.database.db.select({ publicId: teacherProfiles.publicId }).from(teacherProfiles).where(eq(teacherProfiles.userId, first.user.id));
  expect(taken!.publicId).toMatch(/^[0-9a-f]{10}$/);

  const userId = await newUser('repeat-id@example.test');
  const draws = [taken!.publicId, 'a1b2c3d4e5'];
  await createAuthRepository(t.database.db).insertTeacherProfile(userId, profile, t.database.db, () => draws.shift()!);
  const [row] = await t.database.db.select({ publicId: teacherProfiles.publicId }).from(teacherProfiles).where(eq(teacherProfiles.userId, userId));
  expect(row!.publicId).toBe('a1b2c3d4e5');
  expect(draws).toEqual([]);
});

it('still refuses a second profile for the same teacher', async () => {
  const userId = await newUser('second-profile@example.test');
  const repository = createAuthRepository(t.database.db);
  await repository.insertTeacherProfile(userId, profile);
  await expect(repository.insertTeacherProfile(userId, profile)).rejects.toThrow();
});
