import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher, createVerifiedTeacher } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });

describe('profile editing', () => {
  it('updates a student profile and ignores teacher-only fields', async () => {
    const { token } = await createStudent(t.app);
    const response = await put(token, {
      firstName: ' Ananya ', lastName: 'Menon', mobile: '+91 98450 12345', class: 'Class 11', schoolName: 'Bishop Cotton',
      budgetMin: 1500, budgetMax: 4000, subjects: ['Music'], monthlyFee: 9999,
    });
    expect(response.statusCode).toBe(200);
    const { user, profile } = response.json();
    expect(user).toMatchObject({ firstName: 'Ananya', lastName: 'Menon', mobile: '+91 98450 12345' });
    expect(profile).toEqual({
      userType: 'student', class: 'Class 11', schoolName: 'Bishop Cotton', preferredSubjects: [], budgetMin: 1500, budgetMax: 4000,
    });
    const get = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(get.json().profile.budgetMax).toBe(4000);
  });

  it('updates a teacher profile and ignores student-only fields', async () => {
    const { token } = await createTeacher(t.app);
    const response = await put(token, {
      firstName: 'Arjun', subjects: ['Chemistry'], qualification: 'Ph.D Chemistry', experience: '12 years', bio: 'Organic chemistry made simple.',
      monthlyFee: 6500, class: 'Class 5', budgetMin: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      userType: 'teacher', subjects: ['Chemistry'], qualification: 'Ph.D Chemistry', experience: '12 years', monthlyFee: 6500,
    });
  });

  it('leaves omitted fields unchanged and clears fields sent as null', async () => {
    const { token } = await createTeacher(t.app, { bio: 'Old bio' });
    const response = await put(token, { firstName: 'Arjun', monthlyFee: 3000 });
    expect(response.json().profile).toMatchObject({ bio: 'Old bio', monthlyFee: 3000, subjects: ['Mathematics', 'Physics'] });
    const cleared = await put(token, { firstName: 'Arjun', bio: null, monthlyFee: null, lastName: null });
    expect(cleared.json().profile).toMatchObject({ bio: null, monthlyFee: null });
    expect(cleared.json().user.lastName).toBeNull();
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ firstName: 'A', budgetMin: 0 }, 'budgetMin', 'Minimum budget must be at least 1'],
    [{ firstName: 'A', monthlyFee: -5 }, 'monthlyFee', 'Monthly fee must be at least 1'],
    [{ firstName: 'A', budgetMin: 5000, budgetMax: 1000 }, 'budgetMin', 'Minimum budget cannot be more than the maximum budget'],
    [{ firstName: 'A', subjects: [] }, 'subjects', 'Please select at least one subject'],
    [{ firstName: 'A', subjects: ['Astrology'] }, 'subjects', 'Please select subjects from the list'],
    [{ firstName: 'A', mobile: '123' }, 'mobile', 'Valid mobile number is required'],
  ])('refuses %j', async (payload, field, message) => {
    const { token } = await createStudent(t.app);
    const response = await put(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses a single bound that crosses the stored one, keeping the old range', async () => {
    const { token } = await createStudent(t.app);
    await put(token, { firstName: 'A', budgetMin: 1000, budgetMax: 2000 });
    const response = await put(token, { firstName: 'A', budgetMin: 3000 });
    expect(response.statusCode).toBe(400);
    const { profile } = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json();
    expect(profile).toMatchObject({ budgetMin: 1000, budgetMax: 2000 });
  });

  it('ignores the derived fields a client sends: rating, review and student counts, verification, KYC status', async () => {
    const { token } = await createTeacher(t.app);
    const response = await put(token, {
      firstName: 'Arjun', rating: 5, ratingAverage: 5, reviewCount: 40, studentCount: 99, isVerified: true,
      kycStatus: 'approved', userType: 'student',
    });
    expect(response.statusCode).toBe(200);
    const { user, profile } = response.json();
    expect(user).toMatchObject({ isVerified: false, userType: 'teacher' });
    expect(profile).toMatchObject({ rating: null, reviewCount: 0, studentCount: 0, kycStatus: 'not_submitted' });
  });

  it('is for students and teachers', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await put(admin.token, { firstName: 'X' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { firstName: 'X' } })).statusCode).toBe(401);
  });
});

describe('profile likes', () => {
  it('counts one like per viewer however often they press', async () => {
    const teacher = await createTeacher(t.app);
    const a = await createStudent(t.app);
    const b = await createStudent(t.app);
    const like = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/profile/${teacher.user.id}/like`, headers: bearer(token), payload: {} });
    expect((await like(a.token)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(a.token)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(b.token)).json()).toEqual({ liked: true, likeCount: 2 });
  });

  it('refuses liking oneself or an unknown user', async () => {
    const teacher = await createTeacher(t.app);
    const self = await t.app.inject({ method: 'POST', url: `/api/profile/${teacher.user.id}/like`, headers: bearer(teacher.token), payload: {} });
    expect(self.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: `/api/profile/${crypto.randomUUID()}/like`, headers: bearer(teacher.token), payload: {} });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('teacher student count', () => {
  const request = (token: string, receiverId: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(token), payload: { receiverId } });
  const answer = (token: string, id: string, status: 'accepted' | 'rejected') =>
    t.app.inject({ method: 'PATCH', url: `/api/user/request/${id}`, headers: bearer(token), payload: { status } });
  const studentCount = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json().profile.studentCount;

  it('counts the students with an accepted connection, whichever side asked', async () => {
    // Verified: an unverified teacher could not send the offer to Kabir.
    const teacher = await createVerifiedTeacher(t.app, t.database.db);
    const [riya, kabir, meera] = [await createStudent(t.app), await createStudent(t.app), await createStudent(t.app)];
    expect(await studentCount(teacher.token)).toBe(0);

    const fromRiya = (await request(riya.token, teacher.user.id)).json().request;
    expect((await answer(teacher.token, fromRiya.id, 'accepted')).statusCode).toBe(200);
    expect(await studentCount(teacher.token)).toBe(1);

    const toKabir = (await request(teacher.token, kabir.user.id)).json().request;
    expect((await answer(kabir.token, toKabir.id, 'accepted')).statusCode).toBe(200);
    expect(await studentCount(teacher.token)).toBe(2);

    const fromMeera = (await request(meera.token, teacher.user.id)).json().request;
    expect((await answer(teacher.token, fromMeera.id, 'rejected')).statusCode).toBe(200);
    expect(await studentCount(teacher.token)).toBe(2);
  });
});
