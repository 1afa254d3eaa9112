import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, PASSWORD, studentBody, teacherBody } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration', () => {
  it('registers a student and returns a token that works for /me', async () => {
    const body = studentBody({ email: '  Meera.Nair@Example.IN ' });
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token.length).toBeGreaterThan(40);
    expect(user).toMatchObject({ email: 'meera.nair@example.in', userType: 'student', isVerified: false, isLocationVerified: false });
    expect(user).not.toHaveProperty('passwordHash');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toEqual({
      userType: 'student',
      class: 'Class 10',
      schoolName: 'Delhi Public School',
      preferredSubjects: [],
      budgetMin: null,
      budgetMax: null,
    });
  });

  it('registers a teacher with subjects, qualification and experience', async () => {
    const { token } = await createTeacher(t.app, { subjects: ['Chemistry', 'Chemistry', 'Biology'] });
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    expect(me.user.userType).toBe('teacher');
    expect(me.profile).toMatchObject({
      userType: 'teacher',
      subjects: ['Chemistry', 'Biology'],
      qualification: 'M.Sc Physics',
      experience: '6 years',
      kycStatus: 'not_submitted',
      rating: null,
      reviewCount: 0,
    });
  });

  it('refuses any role other than student or teacher', async () => {
    const response = await post('/api/auth/register', studentBody({ userType: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('ignores fields a client must not set', async () => {
    const response = await post(
      '/api/auth/register',
      teacherBody({ isVerified: true, latitude: 12.9, longitude: 77.6, isLocationVerified: true, rating: 5, id: crypto.randomUUID() }),
    );
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ isVerified: false, isLocationVerified: false, latitude: null, longitude: null });
  });

  it('gives the spec messages for each invalid field', async () => {
    const response = await post('/api/auth/register', {
      userType: 'student', firstName: ' ', email: 'not-an-email', password: '123', mobile: '12345', class: '', schoolName: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: 'First name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      mobile: 'Valid mobile number is required',
      class: 'Class is required',
      schoolName: 'School name is required',
    });
    const teacher = await post('/api/auth/register', teacherBody({ subjects: [], qualification: '', experience: '  ' }));
    expect(teacher.json().errors).toEqual({
      subjects: 'Please select at least one subject',
      qualification: 'Qualification is required',
      experience: 'Experience is required',
    });
  });

  it('refuses a taken email in another case with 409', async () => {
    const { email } = await createStudent(t.app);
    const response = await post('/api/auth/register', teacherBody({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists', messageCode: 'EMAIL_TAKEN' });
  });
});

describe('login and logout', () => {
  it('signs in with the right password, any email case', async () => {
    const { email, user } = await createStudent(t.app);
    const response = await post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it('answers unknown email and wrong password the same way', async () => {
    const { email } = await createStudent(t.app);
    const wrong = await post('/api/auth/login', { email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.in', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials', messageCode: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the login form with the spec messages', async () => {
    const response = await post('/api/auth/login', { email: 'x', password: '1' });
    expect(response.json().errors).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('revokes the session on logout', async () => {
    const { token } = await createStudent(t.app);
    const logout = await post('/api/auth/logout', {}, bearer(token));
    expect(logout.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses /me without a token or with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
  });

  it('keeps sessions independent: logging out one device leaves the other signed in', async () => {
    const { email, token: first } = await createStudent(t.app);
    const second = (await post('/api/auth/login', { email, password: PASSWORD })).json().token;
    await post('/api/auth/logout', {}, bearer(first));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });
});
