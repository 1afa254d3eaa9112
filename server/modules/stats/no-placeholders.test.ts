import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearbyUser } from '../../../contract/nearby.ts';
import type { ConnectionRequest } from '../../../contract/requests.ts';
import type { SearchPage } from '../../../contract/search.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createStudent, createTeacher, markTeacherVerified, northOf, saveLocation } from '../../test/factories.ts';

// Issue 28 §4: what others see of a teacher is never a placeholder. A fee the teacher did not set and a rating without
// reviews leave the server as null (the web shows "Fee not set" and "New"), not as spec §9's 5000 and 3.0.

let t: TestApp;
type Account = Awaited<ReturnType<typeof createStudent>>;
let student: Account;
let teacher: Account;
const HOME = { latitude: 28.6139, longitude: 77.209 };

const get = async <T>(url: string, token: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};
const nearbyCard = async () => (await get<NearbyUser[]>('/api/nearby/users?radius=10&userType=teacher', student.token)).find((u) => u.id === teacher.user.id);
const searchCard = async () =>
  (await get<SearchPage>('/api/search/teachers?search=Vikram', student.token)).results.find((r) => r.id === teacher.user.id);
const sentRequest = async () => (await get<ConnectionRequest[]>('/api/user/requests/sent', student.token)).find((r) => r.toUser.id === teacher.user.id);

beforeAll(async () => {
  t = await buildTestApp();
  student = await createStudent(t.app, { firstName: 'Asha' });
  teacher = await createTeacher(t.app, { firstName: 'Vikram', subjects: ['Physics'] });
  await markTeacherVerified(t.database.db, teacher.user.id);
  await saveLocation(t.app, student.token, { ...HOME, accuracy: 10 });
  await saveLocation(t.app, teacher.token, { ...northOf(HOME.latitude, HOME.longitude, 1), accuracy: 10 });
  await connectUsers(t.database.db, student.user.id, teacher.user.id);
});
afterAll(() => t.close());

describe('a teacher without a fee and without reviews, as others see them', () => {
  it('has no fee and no rating in nearby, search and requests', async () => {
    expect(await nearbyCard()).toMatchObject({ monthlyFee: null, rating: null, reviewCount: 0 });
    expect(await searchCard()).toMatchObject({ monthlyFee: null, rating: null, reviewCount: 0 });
    expect((await sentRequest())?.toUser).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('and on their own account too: the defaults are the web dashboard’s, labelled there', async () => {
    const me = await get<{ profile: Record<string, unknown> }>('/api/auth/me', teacher.token);
    expect(me.profile).toMatchObject({ monthlyFee: null, rating: null, reviewCount: 0 });
  });

  it('shows the real fee and rating once the teacher sets one and is reviewed', async () => {
    const profile = await t.app.inject({
      method: 'PUT', url: '/api/profile', headers: bearer(teacher.token),
      payload: { firstName: 'Vikram', subjects: ['Physics'], qualification: 'M.Sc', experience: '5 years', monthlyFee: 4200 },
    });
    expect(profile.statusCode).toBe(200);
    const review = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(student.token), payload: { teacherId: teacher.user.id, rating: 5 } });
    expect(review.statusCode).toBeLessThan(300);
    expect(await nearbyCard()).toMatchObject({ monthlyFee: 4200, rating: 5, reviewCount: 1 });
    expect(await searchCard()).toMatchObject({ monthlyFee: 4200, rating: 5, reviewCount: 1 });
    expect((await sentRequest())?.toUser).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});
