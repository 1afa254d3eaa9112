import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUTOR_HEADLINE_MAX } from '../../../contract/constants.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import { teacherProfiles, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, markTeacherVerified, teacherBody } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });
const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

describe("a teacher's public profile details", () => {
  it('are saved from the profile form, kept in the lists’ own order without repeats, and read back by /api/auth/me', async () => {
    const { token } = await createTeacher(t.app);
    const response = await put(token, {
      firstName: 'Arjun',
      headline: '  Physics for Class 11–12, JEE foundation  ',
      classes: ['Class 12', 'Class 11', 'Class 12'],
      boards: ['ICSE', 'CBSE'],
      teachingModes: ['online', 'student_home'],
      languages: ['Hindi', 'English'],
      monthlyFee: 600,
      feeUnit: 'per_hour',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      headline: 'Physics for Class 11–12, JEE foundation',
      classes: ['Class 11', 'Class 12'],
      boards: ['CBSE', 'ICSE'],
      teachingModes: ['student_home', 'online'],
      languages: ['English', 'Hindi'],
      monthlyFee: 600,
      feeUnit: 'per_hour',
    };
    expect(response.json().profile).toMatchObject(expected);
    expect((await me(token)).profile).toMatchObject(expected);
  });

  it('start empty, with the fee per month, and leave omitted details unchanged; null and empty lists clear them', async () => {
    const { token } = await createTeacher(t.app);
    expect((await me(token)).profile).toMatchObject({
      headline: null, classes: [], boards: [], teachingModes: [], languages: [], feeUnit: 'per_month', profileSlug: null,
    });
    await put(token, { firstName: 'Arjun', headline: 'Maths made easy', boards: ['IB'], languages: ['Tamil'] });
    const kept = (await put(token, { firstName: 'Arjun', monthlyFee: 3000 })).json().profile;
    expect(kept).toMatchObject({ headline: 'Maths made easy', boards: ['IB'], languages: ['Tamil'], monthlyFee: 3000 });
    const cleared = (await put(token, { firstName: 'Arjun', headline: '', boards: [], languages: [] })).json().profile;
    expect(cleared).toMatchObject({ headline: null, boards: [], languages: [] });
  });

  it.each([
    [{ headline: 'x'.repeat(TUTOR_HEADLINE_MAX + 1) }, 'headline', `Headline must be at most ${TUTOR_HEADLINE_MAX} characters`],
    [{ classes: ['Class 13'] }, 'classes', 'Choose classes from the list'],
    [{ boards: ['NIOS'] }, 'boards', 'Choose boards from the list'],
    [{ teachingModes: ['cafe'] }, 'teachingModes', 'Choose where you teach from the list'],
    [{ languages: ['Klingon'] }, 'languages', 'Choose languages from the list'],
    [{ feeUnit: 'per_week' }, 'feeUnit', 'Choose whether the fee is per hour, per day, per month or per subject'],
  ])('refuses %j with its message', async (payload, field, message) => {
    const { token } = await createTeacher(t.app);
    const response = await put(token, { firstName: 'Arjun', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('are ignored for a student', async () => {
    const { token } = await createStudent(t.app);
    const response = await put(token, { firstName: 'Riya', headline: 'Hi', boards: ['CBSE'], feeUnit: 'per_hour' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).not.toHaveProperty('headline');
  });

  it('may be given at registration, all optional', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: teacherBody({
        headline: 'Board-exam Chemistry',
        classes: ['Class 10'],
        boards: ['State Board'],
        teachingModes: ['tutor_home'],
        languages: ['Marathi', 'English'],
        monthlyFee: 4000,
        feeUnit: 'per_month',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await me(response.json().token)).profile).toMatchObject({
      headline: 'Board-exam Chemistry', classes: ['Class 10'], boards: ['State Board'], teachingModes: ['tutor_home'],
      languages: ['English', 'Marathi'], monthlyFee: 4000, feeUnit: 'per_month',
    });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: teacherBody({ boards: ['Oxford'] }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.boards).toBe('Choose boards from the list');
  });

  it('feed free-text search: headline, classes, boards and languages are in search_text', async () => {
    const teacher = await createTeacher(t.app);
    await put(teacher.token, { firstName: 'Arjun', headline: 'Olympiad coach', classes: ['Class 8'], boards: ['IGCSE'], languages: ['Bengali'] });
    const [row] = await t.database.db.select({ text: users.searchText }).from(users).where(eq(users.id, teacher.user.id));
    expect(row!.text).toContain('olympiad coach');
    expect(row!.text).toContain('class 8');
    expect(row!.text).toContain('igcse');
    expect(row!.text).toContain('bengali');
  });

  it("give the teacher their public profile's slug once KYC is approved", async () => {
    const teacher = await createTeacher(t.app, { firstName: 'Meenakshi', lastName: 'Sundaram' });
    expect((await me(teacher.token)).profile.profileSlug).toBeNull();
    await markTeacherVerified(t.database.db, teacher.user.id);
    const [row] = await t.database.db.select({ publicId: teacherProfiles.publicId }).from(teacherProfiles).where(eq(teacherProfiles.userId, teacher.user.id));
    // An edit refreshes the cached account at once (other changes reach it through the account-change notices).
    const profile = (await put(teacher.token, { firstName: 'Meenakshi' })).json().profile;
    expect(profile.profileSlug).toBe(tutorSlug('Meenakshi', 'Sundaram', row!.publicId));
    expect(profile.profileSlug).toMatch(/^meenakshi-sundaram-[0-9a-f]{10}$/);
  });
});
