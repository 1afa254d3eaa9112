import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearbyUser } from '../../../contract/nearby.ts';
import { studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';
import { haversineKm } from '../../lib/geo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  banUser, bearer, blockUser, connectUsers, createStudent, createTeacher, markTeacherVerified, northOf, saveLocation,
} from '../../test/factories.ts';

let t: TestApp;
const HOME = { latitude: 12.9352, longitude: 77.6245 };
type Account = Awaited<ReturnType<typeof createStudent>>;
let viewer: Account;
const teachers: Record<string, Account> = {};

async function placeTeacher(name: string, km: number, options: { verified?: boolean } = {}) {
  const teacher = await createTeacher(t.app, { firstName: name });
  await saveLocation(t.app, teacher.token, { ...northOf(HOME.latitude, HOME.longitude, km), accuracy: 10 });
  if (options.verified !== false) await markTeacherVerified(t.database.db, teacher.user.id);
  teachers[name] = teacher;
  return teacher;
}

async function nearby(token: string, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/nearby/users${query}`, headers: bearer(token) });
  return { status: response.statusCode, body: response.json(), link: response.headers.link as string | undefined };
}
const names = (list: NearbyUser[]) => list.map((u) => u.firstName);

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createStudent(t.app, { firstName: 'Viewer' });
  await saveLocation(t.app, viewer.token, HOME);
  await placeTeacher('HalfKm', 0.5);
  await placeTeacher('TwoNine', 2.9);
  await placeTeacher('FourFive', 4.5);
  await placeTeacher('Thirty', 30);
  await placeTeacher('Unverified', 1.5, { verified: false });
  await placeTeacher('Banned', 1.2);
  await banUser(t.database.db, teachers.Banned!.user.id);
  await placeTeacher('Blocked', 1.3);
  await blockUser(t.database.db, teachers.Blocked!.user.id, viewer.user.id);
  const otherStudent = await createStudent(t.app, { firstName: 'OtherStudent' });
  await saveLocation(t.app, otherStudent.token, northOf(HOME.latitude, HOME.longitude, 0.7));
  await createTeacher(t.app, { firstName: 'NoLocation' }).then((x) => markTeacherVerified(t.database.db, x.user.id));
});
afterAll(() => t.close());

describe('nearby users', () => {
  it('lists verified teachers of a verified location for a student, nearest first, within the radius', async () => {
    const { status, body } = await nearby(viewer.token, '?userType=teacher&radius=5');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['HalfKm', 'TwoNine', 'FourFive']);
  });

  it('fills every card field of a teacher and of a student from their profiles', async () => {
    const teacher = teachers.HalfKm!;
    await t.database.db.update(users).set({ isOnline: false, lastSeenAt: new Date('2026-11-01T10:00:00.000Z') }).where(eq(users.id, teacher.user.id));
    await t.database.db.update(teacherProfiles).set({ ratingAverage: 4.25, reviewCount: 3, monthlyFee: 4500 }).where(eq(teacherProfiles.userId, teacher.user.id));
    const [card] = (await nearby(viewer.token, '?radius=1')).body as NearbyUser[];
    expect(card).toMatchObject({
      id: teacher.user.id,
      firstName: 'HalfKm',
      lastName: 'Iyer',
      profileImage: null,
      userType: 'teacher',
      isVerified: true,
      isLocationVerified: true,
      experience: '6 years',
      qualification: 'M.Sc Physics',
      class: null,
      subjects: ['Mathematics', 'Physics'],
      distance: 0.5,
      city: 'Bengaluru',
      state: 'Karnataka',
      isExactLocation: false,
      isConnected: false,
      isLiveSharing: false,
      isOnline: false,
      lastSeen: '2026-11-01T10:00:00.000Z',
      rating: 4.25,
      reviewCount: 3,
      monthlyFee: 4500,
      budgetMin: null,
      budgetMax: null,
    });
    expect(Date.now() - Date.parse(card!.lastLocationUpdate)).toBeLessThan(10 * 60_000);

    await t.database.db.update(studentProfiles).set({ budgetMin: 1500, budgetMax: 3000 }).where(eq(studentProfiles.userId, viewer.user.id));
    const student = (await nearby(teacher.token, '?userType=student&radius=1')).body.find((u: NearbyUser) => u.firstName === 'Viewer');
    expect(student).toMatchObject({
      id: viewer.user.id,
      userType: 'student',
      isVerified: false,
      class: 'Class 10',
      experience: null,
      qualification: null,
      rating: null,
      reviewCount: 0,
      distance: 0.5,
      monthlyFee: null,
      budgetMin: 1500,
      budgetMax: 3000,
    });
    expect(Array.isArray(student.subjects)).toBe(true);
  });

  it('defaults to 5 km', async () => {
    expect(names((await nearby(viewer.token)).body)).toEqual(['HalfKm', 'TwoNine', 'FourFive']);
  });

  it('respects the radius edges: 2.9 km appears at 3 km, not at 1 km', async () => {
    expect(names((await nearby(viewer.token, '?radius=3')).body)).toEqual(['HalfKm', 'TwoNine']);
    expect(names((await nearby(viewer.token, '?radius=1')).body)).toEqual(['HalfKm']);
  });

  it('orders by distance and reports it consistently with the real distances', async () => {
    const { body } = await nearby(viewer.token, '?radius=50');
    expect(names(body)).toEqual(['HalfKm', 'TwoNine', 'FourFive', 'Thirty']);
    const distances = body.map((u: NearbyUser) => u.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances).toEqual([0.5, 3, 4.5, 30]);
  });

  it('shows teachers every student of a verified location, verified or not, but no teachers', async () => {
    const teacher = teachers.TwoNine!;
    const { body } = await nearby(teacher.token, '?userType=student&radius=5');
    expect(names(body)).toEqual(['OtherStudent', 'Viewer']);
    expect(body.every((u: NearbyUser) => u.userType === 'student')).toBe(true);
  });

  it('follows bans, unbans and verification as they change, and locations saved after verification', async () => {
    const late = await createTeacher(t.app, { firstName: 'Late' });
    await markTeacherVerified(t.database.db, late.user.id);
    await saveLocation(t.app, late.token, northOf(HOME.latitude, HOME.longitude, 0.2));
    expect(names((await nearby(viewer.token, '?radius=1')).body)).toEqual(['Late', 'HalfKm']);
    await banUser(t.database.db, late.user.id);
    expect(names((await nearby(viewer.token, '?radius=1')).body)).toEqual(['HalfKm']);
    await t.database.db.update(users).set({ bannedAt: null, banReason: null }).where(eq(users.id, late.user.id));
    expect(names((await nearby(viewer.token, '?radius=1')).body)).toEqual(['Late', 'HalfKm']);
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.id, late.user.id));
    expect(names((await nearby(viewer.token, '?radius=1')).body)).toEqual(['HalfKm']);
    await t.database.db.delete(users).where(eq(users.id, late.user.id));
  });

  it('hides a user who blocked the viewer, and the viewer from them', async () => {
    const blocked = await nearby(teachers.Blocked!.token, '?radius=5');
    expect(names(blocked.body)).not.toContain('Viewer');
  });

  it('paginates with a Link header and no repeats', async () => {
    const first = await nearby(viewer.token, '?radius=50&limit=2');
    expect(names(first.body)).toEqual(['HalfKm', 'TwoNine']);
    expect(first.link).toMatch(/^<\/api\/nearby\/users\?.*cursor=.*>; rel="next"$/);
    const nextUrl = first.link!.slice(1, first.link!.indexOf('>'));
    const second = await t.app.inject({ method: 'GET', url: nextUrl, headers: bearer(viewer.token) });
    expect(names(second.json())).toEqual(['FourFive', 'Thirty']);
    expect(second.headers.link).toBeUndefined();
  });

  it('serves the home panel within 50 km', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nearby-users', headers: bearer(viewer.token) });
    expect(names(response.json())).toEqual(['HalfKm', 'TwoNine', 'FourFive', 'Thirty']);
  });

  it('refuses bad parameters and the viewer’s own type', async () => {
    expect((await nearby(viewer.token, '?radius=7')).status).toBe(400);
    expect((await nearby(viewer.token, '?userType=student')).status).toBe(400);
    expect((await nearby(viewer.token, '?cursor=garbage')).status).toBe(400);
  });

  it('asks for a verified location first', async () => {
    const newcomer = await createStudent(t.app);
    const { status, body } = await nearby(newcomer.token);
    expect(status).toBe(409);
    expect(body.code).toBe('LOCATION_REQUIRED');
  });
});

describe('location privacy', () => {
  it('never gives an unconnected viewer the exact point, address or distance', async () => {
    const { body } = await nearby(viewer.token, '?radius=5');
    const twoNine = body.find((u: NearbyUser) => u.firstName === 'TwoNine');
    const exact = northOf(HOME.latitude, HOME.longitude, 2.9);
    expect(twoNine.isExactLocation).toBe(false);
    expect(twoNine.fullAddress).toBeNull();
    expect(twoNine.latitude).not.toBeCloseTo(exact.latitude, 4);
    expect(haversineKm(twoNine.latitude, twoNine.longitude, exact.latitude, exact.longitude)).toBeLessThan(0.8);
    expect(twoNine.distance).toBe(3);
    expect(JSON.stringify(body)).not.toContain(String(exact.latitude).slice(0, 8));
    expect(twoNine).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });
    expect(twoNine).not.toHaveProperty('email');
    expect(twoNine).not.toHaveProperty('mobile');
  });

  it('gives the exact point to a connected user', async () => {
    const teacher = teachers.FourFive!;
    await connectUsers(t.database.db, viewer.user.id, teacher.user.id);
    const { body } = await nearby(viewer.token, '?radius=5');
    const fourFive = body.find((u: NearbyUser) => u.firstName === 'FourFive');
    const exact = northOf(HOME.latitude, HOME.longitude, 4.5);
    expect(fourFive).toMatchObject({ isExactLocation: true, latitude: exact.latitude, longitude: exact.longitude, distance: 4.5 });
    expect(fourFive.fullAddress).toContain('Bengaluru');
    // and the other way round
    const back = await nearby(teacher.token, '?radius=5');
    expect(back.body.find((u: NearbyUser) => u.firstName === 'Viewer')).toMatchObject({ isExactLocation: true, ...HOME });
  });

  it('gives the exact point to everyone nearby when the user opted in', async () => {
    const teacher = teachers.HalfKm!;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/location-visibility',
      headers: bearer(teacher.token),
      payload: { showExactLocation: true },
    });
    const { body } = await nearby(viewer.token, '?radius=1');
    expect(body[0]).toMatchObject({ firstName: 'HalfKm', isExactLocation: true, ...northOf(HOME.latitude, HOME.longitude, 0.5) });
  });
});

describe('mixed exact and approximate distances', () => {
  it('lists the page in the order of the distances shown', async () => {
    const student = await createStudent(t.app, { firstName: 'Mixer' });
    await saveLocation(t.app, student.token, HOME);
    // nearest by exact distance: CoarseClose 2.6 km (shown 3.0), ConnectedClose 2.8 km (shown exactly, 2.8)
    await placeTeacher('CoarseClose', 2.6);
    const close = await createTeacher(t.app, { firstName: 'ConnectedClose' });
    await saveLocation(t.app, close.token, northOf(HOME.latitude, HOME.longitude, 2.8));
    await markTeacherVerified(t.database.db, close.user.id);
    await connectUsers(t.database.db, student.user.id, close.user.id);
    const { body } = await nearby(student.token, '?radius=5');
    const distances = body.map((u: NearbyUser) => u.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.find((u: NearbyUser) => u.firstName === 'ConnectedClose')).toMatchObject({ distance: 2.8, isExactLocation: true });
    expect(names(body).indexOf('ConnectedClose')).toBeLessThan(names(body).indexOf('CoarseClose'));
  });
});
