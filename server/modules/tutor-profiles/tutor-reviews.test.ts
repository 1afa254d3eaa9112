import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_REVIEWS_PAGE_SIZE, type PublicReviewsPage } from '../../../contract/tutor-profiles.ts';
import { microsecondTime } from '../../db/cursor-time.ts';
import { reviews, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { banUser, createParent, createStudent, createTeacher } from '../../test/factories.ts';
import { expectEachOnceInOrder, insertManyInOneMillisecond, instantInOneMillisecond, newestFirst, nextLink } from '../../test/paging.ts';
import { createPublicTutor, insertReview, publicIdOf, refreshRating } from '../../test/public-tutors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 10_000 } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/tutors/{slug}/reviews', () => {
  it('pages every review once, newest first, ties on time by id, with the average and count on each page', async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const count = PUBLIC_REVIEWS_PAGE_SIZE * 2 + 3;
    const reviewers = await insertManyInOneMillisecond(t.database.db, count, { userType: 'student' });
    const rows = await t.database.db
      .insert(reviews)
      .values(reviewers.map((r, i) => ({ teacherId: tutor.user.id, studentId: r.id, rating: (i % 5) + 1, comment: `Review ${i}`, createdAt: instantInOneMillisecond(i) })))
      .returning({ id: reviews.id, at: microsecondTime(reviews.createdAt) });
    await refreshRating(t.database.db, tutor.user.id);

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let url: string | undefined = `/api/tutors/${tutor.slug}/reviews`;
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const page = response.json() as PublicReviewsPage;
      // Ratings 1–5 in turn: 66 stars over 23 reviews.
      expect(page).toMatchObject({ rating: 2.87, reviewCount: count });
      seen.push(...page.reviews.map((r) => r.id));
      pageSizes.push(page.reviews.length);
      const link = nextLink(response.headers.link);
      expect(link === undefined).toBe(page.nextCursor === null);
      url = page.nextCursor ? `/api/tutors/${tutor.slug}/reviews?cursor=${page.nextCursor}` : undefined;
      if (url) expect(link).toBe(url);
    }
    expect(pageSizes).toEqual([PUBLIC_REVIEWS_PAGE_SIZE, PUBLIC_REVIEWS_PAGE_SIZE, 3]);
    expectEachOnceInOrder(seen, newestFirst(rows));
  });

  it("says whether a student or a parent wrote a review, never who: no name, picture or id of the reviewer", async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const student = await createStudent(t.app, { firstName: 'Zoravar', lastName: 'Quixley' });
    const parent = await createParent(t.app, { firstName: 'Yashodhara', lastName: 'Vexley' });
    await insertReview(t.database.db, { teacherId: tutor.user.id, studentId: student.user.id, rating: 5, comment: 'Patient and clear', createdAt: '2026-03-01T10:00:00Z' });
    await insertReview(t.database.db, { teacherId: tutor.user.id, studentId: parent.user.id, rating: 4, createdAt: '2026-03-02T10:00:00Z' });
    await refreshRating(t.database.db, tutor.user.id);

    const response = await get(`/api/tutors/${tutor.slug}/reviews`);
    expect(response.json()).toEqual({
      reviews: [
        { id: expect.any(String), rating: 4, comment: null, createdAt: '2026-03-02T10:00:00.000Z', reviewerType: 'parent' },
        { id: expect.any(String), rating: 5, comment: 'Patient and clear', createdAt: '2026-03-01T10:00:00.000Z', reviewerType: 'student' },
      ],
      rating: 4.5,
      reviewCount: 2,
      nextCursor: null,
    });
    for (const secret of ['Zoravar', 'Quixley', 'Yashodhara', 'Vexley', student.user.id, parent.user.id]) expect(response.body).not.toContain(secret);
  });

  it("keeps a banned reviewer's review, as the teacher's own list does; a deleted reviewer's goes with the account", async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const banned = await createStudent(t.app);
    const leaving = await createStudent(t.app);
    await insertReview(t.database.db, { teacherId: tutor.user.id, studentId: banned.user.id, rating: 2, comment: 'Often late' });
    await insertReview(t.database.db, { teacherId: tutor.user.id, studentId: leaving.user.id, rating: 5 });
    await banUser(t.database.db, banned.user.id);
    await t.database.db.delete(users).where(eq(users.id, leaving.user.id));
    await refreshRating(t.database.db, tutor.user.id);

    const page = (await get(`/api/tutors/${tutor.slug}/reviews`)).json();
    expect(page.reviews.map((r: { comment: string | null }) => r.comment)).toEqual(['Often late']);
    expect(page).toMatchObject({ rating: 2, reviewCount: 1 });
  });

  it('answers an empty first page for a tutor without reviews, 400 for a cursor it did not make, 404 for a teacher who is not public', async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    expect((await get(`/api/tutors/${tutor.slug}/reviews`)).json()).toEqual({ reviews: [], rating: null, reviewCount: 0, nextCursor: null });
    const forged = await get(`/api/tutors/${tutor.slug}/reviews?cursor=bm90LWEtY3Vyc29y`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('VALIDATION_FAILED');

    const unverified = await createTeacher(t.app);
    const student = await createStudent(t.app);
    await insertReview(t.database.db, { teacherId: unverified.user.id, studentId: student.user.id, rating: 5 });
    const publicId = await publicIdOf(t.database.db, unverified.user.id);
    expect((await get(`/api/tutors/arjun-iyer-${publicId}/reviews`)).statusCode).toBe(404);
    await banUser(t.database.db, tutor.user.id);
    expect((await get(`/api/tutors/${tutor.slug}/reviews`)).statusCode).toBe(404);
  });
});
