import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearbyUser } from '../../../contract/nearby.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createStudent, createTeacher, markTeacherVerified, northOf, saveLocation } from '../../test/factories.ts';

// The nearby list reads each user's card from their location row (user_locations.nearby_card, built by triggers,
// migration 0007). These tests change every field of a card through the paths the app uses and check the list follows.

let t: TestApp;
const HOME = { latitude: 19.076, longitude: 72.8777 };
type Account = Awaited<ReturnType<typeof createStudent>>;
let student: Account;
let teacher: Account;

const put = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const post = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function cardOf(viewer: Account, id: string): Promise<NearbyUser | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/api/nearby/users?radius=10', headers: bearer(viewer.token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as NearbyUser[]).find((u) => u.id === id);
}

beforeAll(async () => {
  t = await buildTestApp();
  student = await createStudent(t.app, { firstName: 'Asha', class: 'Class 8' });
  teacher = await createTeacher(t.app, { firstName: 'Ravi', subjects: ['Mathematics'] });
  await markTeacherVerified(t.database.db, teacher.user.id);
  await saveLocation(t.app, student.token, { ...HOME, accuracy: 10 });
  await saveLocation(t.app, teacher.token, { ...northOf(HOME.latitude, HOME.longitude, 1.5), accuracy: 10 });
});
afterAll(() => t.close());

describe('the nearby card follows the user', () => {
  it('follows a teacher’s profile edits', async () => {
    const response = await put('/api/profile', teacher.token, {
      firstName: 'Ravindra', lastName: 'Rao', subjects: ['Physics', 'Chemistry'], qualification: 'PhD', experience: '12 years', monthlyFee: 7000,
    });
    expect(response.statusCode).toBe(200);
    expect(await cardOf(student, teacher.user.id)).toMatchObject({
      firstName: 'Ravindra', lastName: 'Rao', subjects: ['Physics', 'Chemistry'], qualification: 'PhD', experience: '12 years', monthlyFee: 7000,
    });
  });

  it('follows a student’s profile edits', async () => {
    const response = await put('/api/profile', student.token, { firstName: 'Asha', class: 'Class 10', budgetMin: 2000, budgetMax: 4000 });
    expect(response.statusCode).toBe(200);
    expect(await cardOf(teacher, student.user.id)).toMatchObject({ class: 'Class 10', budgetMin: 2000, budgetMax: 4000 });
  });

  it('follows reviews into the rating and count', async () => {
    await connectUsers(t.database.db, student.user.id, teacher.user.id); // only a connected student may review
    const response = await post('/api/reviews', student.token, { teacherId: teacher.user.id, rating: 4, comment: 'Clear and patient' });
    expect(response.statusCode).toBeLessThan(300);
    expect(await cardOf(student, teacher.user.id)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('follows presence', async () => {
    const lastSeen = new Date('2026-11-20T08:30:00.000Z');
    await t.database.db.update(users).set({ isOnline: false, lastSeenAt: lastSeen }).where(eq(users.id, teacher.user.id));
    expect(await cardOf(student, teacher.user.id)).toMatchObject({ isOnline: false, lastSeen: lastSeen.toISOString() });
    await t.database.db.update(users).set({ isOnline: true }).where(eq(users.id, teacher.user.id));
    expect(await cardOf(student, teacher.user.id)).toMatchObject({ isOnline: true });
  });

  it('follows live sharing and a moved location', async () => {
    const moved = northOf(HOME.latitude, HOME.longitude, 3.2);
    const response = await post('/api/user/live-location', teacher.token, { ...moved, accuracy: 8, isLiveSharing: true, mode: 'live' });
    expect(response.statusCode).toBe(200);
    const card = await cardOf(student, teacher.user.id);
    expect(card).toMatchObject({ isLiveSharing: true });
    expect(card!.distance).toBeGreaterThan(2.5);
    expect(card!.distance).toBeLessThan(4);
    expect(Date.parse(card!.lastLocationUpdate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes a profile written after the location', async () => {
    const late = await createStudent(t.app, { firstName: 'Late' });
    await saveLocation(t.app, late.token, { ...northOf(HOME.latitude, HOME.longitude, 0.4), accuracy: 10 });
    await t.database.db.delete(studentProfiles).where(eq(studentProfiles.userId, late.user.id));
    expect(await cardOf(teacher, late.user.id)).toMatchObject({ class: null, subjects: [] });
    await t.database.db.insert(studentProfiles).values({ userId: late.user.id, class: 'Class 12', schoolName: 'DPS', preferredSubjects: ['Biology'] });
    expect(await cardOf(teacher, late.user.id)).toMatchObject({ class: 'Class 12', subjects: ['Biology'] });
  });

  it('leaves no card stale: each equals one built afresh from the user, profile and location', async () => {
    await t.database.db.update(teacherProfiles).set({ bio: 'not on the card', studentCount: 3 }).where(eq(teacherProfiles.userId, teacher.user.id));
    const stored = await t.database.db.select({ id: userLocations.userId, card: userLocations.nearbyCard }).from(userLocations);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    // Touching every row rebuilds every card (the BEFORE trigger); rolled back, so only compared.
    class Rollback extends Error {
      constructor(readonly rows: typeof stored) {
        super('rollback');
      }
    }
    const rebuilt = await t.database.db
      .transaction(async (tx) => {
        const rows = await tx.update(userLocations).set({ nearbyCard: null }).returning({ id: userLocations.userId, card: userLocations.nearbyCard });
        throw new Rollback(rows);
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.rows;
        throw error;
      });
    const parse = (card: unknown) => (typeof card === 'string' ? JSON.parse(card) : card);
    const byId = new Map(rebuilt.map((row) => [row.id, parse(row.card)]));
    expect(byId.size).toBe(stored.length);
    for (const row of stored) expect(parse(row.card), row.id).toEqual(byId.get(row.id));
  });
});
