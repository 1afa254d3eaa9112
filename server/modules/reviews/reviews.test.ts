import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { banUser, bearer, connectUsers, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const review = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(token), payload });
const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

describe('reviews', () => {
  it('lets a connected student review once, editing on a second post, with the rating derived from reviews', async () => {
    const teacher = await createTeacher(t.app);
    const riya = await createStudent(t.app, { firstName: 'Riya', lastName: 'Sharma' });
    const kabir = await createStudent(t.app, { firstName: 'Kabir', lastName: 'Das' });
    await connectUsers(t.database.db, riya.user.id, teacher.user.id);
    await connectUsers(t.database.db, teacher.user.id, kabir.user.id);

    const first = await review(riya.token, { teacherId: teacher.user.id, rating: 5, comment: 'Explains calculus beautifully' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      review: { rating: 5, fromUserName: 'Riya S.', comment: 'Explains calculus beautifully' },
      teacher: { rating: 5, reviewCount: 1 },
    });
    await review(kabir.token, { teacherId: teacher.user.id, rating: 4 });
    const edited = await review(riya.token, { teacherId: teacher.user.id, rating: 3, comment: 'Good, but often late' });
    expect(edited.json().teacher).toEqual({ rating: 3.5, reviewCount: 2 });

    const { profile } = await me(teacher.token);
    expect(profile).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const own = (await t.app.inject({ method: 'GET', url: '/api/reviews', headers: bearer(teacher.token) })).json();
    expect(own).toHaveLength(2);
    const pub = (await t.app.inject({ method: 'GET', url: `/api/reviews/${teacher.user.id}`, headers: bearer(kabir.token) })).json();
    expect(pub.map((r: { fromUserName: string }) => r.fromUserName).sort()).toEqual(['Kabir D.', 'Riya S.']);
  });

  it('refuses a student without an accepted connection', async () => {
    const teacher = await createTeacher(t.app);
    const student = await createStudent(t.app);
    const response = await review(student.token, { teacherId: teacher.user.id, rating: 5 });
    expect(response.statusCode).toBe(403);
    expect((await me(teacher.token)).profile).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('refuses teachers writing reviews and reviews of non-teachers', async () => {
    const teacher = await createTeacher(t.app);
    const other = await createTeacher(t.app);
    await connectUsers(t.database.db, teacher.user.id, other.user.id);
    expect((await review(teacher.token, { teacherId: other.user.id, rating: 5 })).statusCode).toBe(403);
    const student = await createStudent(t.app);
    const peer = await createStudent(t.app);
    expect((await review(student.token, { teacherId: peer.user.id, rating: 5 })).statusCode).toBe(404);
  });

  it.each([[0], [6], [4.5], ['5']])('refuses rating %j', async (rating) => {
    const teacher = await createTeacher(t.app);
    const student = await createStudent(t.app);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    const response = await review(student.token, { teacherId: teacher.user.id, rating });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.rating).toBe('Rating must be a whole number from 1 to 5');
  });

  it('bounds the comment length', async () => {
    const teacher = await createTeacher(t.app);
    const student = await createStudent(t.app);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    const response = await review(student.token, { teacherId: teacher.user.id, rating: 4, comment: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.comment).toBe('Comment must be at most 1000 characters');
  });

  it("lists a teacher's reviews only for a teacher who is not banned, and only to signed-in users", async () => {
    const teacher = await createTeacher(t.app);
    const student = await createStudent(t.app);
    const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect((await get(`/api/reviews/${teacher.user.id}`, student.token)).json()).toEqual([]);
    expect((await get(`/api/reviews/${teacher.user.id}`)).statusCode).toBe(401);
    expect((await get(`/api/reviews/${student.user.id}`, teacher.token)).statusCode).toBe(404);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    await banUser(t.database.db, teacher.user.id);
    expect((await get(`/api/reviews/${teacher.user.id}`, student.token)).statusCode).toBe(404);
    expect((await review(student.token, { teacherId: teacher.user.id, rating: 5 })).statusCode).toBe(404);
  });
});
