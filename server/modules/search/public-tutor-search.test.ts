// The public Find reads public_tutor_search, rows the database keeps by triggers (migration 0023). Every action that
// changes what a visitor may find is followed at once: KYC approval, profile edits, reviews, a move, a ban and unban,
// account deletion; a move within the same ~1 km cell changes nothing, and no exact point is kept.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycSubmission } from '../../../contract/kyc.ts';
import type { PublicTutorsPage } from '../../../contract/search.ts';
import { rowsOf } from '../../db/rows.ts';
import { publicTutorSearch, teacherProfiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createAdmin, createStudent, createTeacher, createVerifiedTeacher, northOf, PASSWORD, saveLocation } from '../../test/factories.ts';
import { collectAllPages } from '../../test/paging.ts';
import { KOTHRUD, INDIRANAGAR } from '../../test/tutor-search-kit.ts';
import { submitKyc } from '../../test/upload-helpers.ts';
import { facetMask, FACET_OFFSETS, SEARCH_VOCABULARIES, type SearchList } from './search-vocabulary.ts';
import { createPublicTutorsRepository } from './public-tutors.repository.ts';
import { offlinePlaces, planTeacherSearch } from './search-criteria.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let visitor = 0;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

async function find(query: string): Promise<PublicTutorsPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/tutors?${query}`, remoteAddress: `10.9.0.${++visitor}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const found = async (query: string, id: string) => (await find(query)).tutors.some((tutor) => tutor.id === id);
const compactRow = async (id: string) =>
  (await t.database.db.select().from(publicTutorSearch).where(eq(publicTutorSearch.userId, id)))[0];

async function approvedTeacher(firstName: string) {
  const teacher = await createTeacher(t.app, { firstName, lastName: 'Tutor', subjects: ['Physics'] });
  await saveLocation(t.app, teacher.token, INDIRANAGAR);
  expect((await submitKyc(t.app, teacher.token)).statusCode).toBe(200);
  const queue: KycSubmission[] = (await asAdmin('GET', '/api/admin/kyc?status=under_review&limit=100')).json();
  const submission = queue.find((s) => s.teacherId === teacher.user.id)!;
  return { teacher, submission };
}

describe('the public search follows every change', () => {
  it('lists a teacher from the moment an admin approves their KYC, with what their profile says', async () => {
    const { teacher, submission } = await approvedTeacher('Ishaan');
    expect(await compactRow(teacher.user.id)).toBeUndefined();
    expect(await found('q=Ishaan', teacher.user.id)).toBe(false);

    expect((await asAdmin('POST', `/api/admin/kyc/${submission.id}/approve`)).statusCode).toBe(200);
    expect(await found('q=Ishaan&place=Indiranagar', teacher.user.id)).toBe(true);
    expect(await found('subject=Physics&place=Pune', teacher.user.id)).toBe(false);

    const edit = await t.app.inject({
      method: 'PUT', url: '/api/profile', headers: bearer(teacher.token),
      payload: { firstName: 'Ishaan', boards: ['IGCSE'], classes: ['Class 10'], teachingModes: ['online'], languages: ['Bengali'], monthlyFee: 2500, feeUnit: 'per_month' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await found('board=IGCSE&class=Class%2010&mode=online&language=Bengali&feeMin=2000&feeMax=3000', teacher.user.id)).toBe(true);
    expect(await found('board=CBSE&q=Ishaan', teacher.user.id)).toBe(false);
  });

  it('takes a review into the rating filter and order at once', async () => {
    const { teacher, submission } = await approvedTeacher('Jaya');
    await asAdmin('POST', `/api/admin/kyc/${submission.id}/approve`);
    expect(await found('q=Jaya&minRating=4', teacher.user.id)).toBe(false);
    const student = await createStudent(t.app);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    const review = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(student.token), payload: { teacherId: teacher.user.id, rating: 5 } });
    expect(review.statusCode).toBe(200);
    const page = await find('q=Jaya&minRating=4&sort=rating');
    expect(page.tutors.find((tutor) => tutor.id === teacher.user.id)).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('moves with the tutor to another city, ignores a move within the same cell, and keeps only the cell', async () => {
    const { teacher, submission } = await approvedTeacher('Kunal');
    await asAdmin('POST', `/api/admin/kyc/${submission.id}/approve`);
    const before = await compactRow(teacher.user.id);
    expect(before).toMatchObject({ cellLatitude: expect.closeTo(12.975, 6), cellLongitude: expect.closeTo(77.645, 6) });

    await saveLocation(t.app, teacher.token, { latitude: INDIRANAGAR.latitude + 0.0005, longitude: INDIRANAGAR.longitude + 0.0005 });
    expect(await compactRow(teacher.user.id)).toEqual(before);

    await saveLocation(t.app, teacher.token, KOTHRUD);
    expect(await found('q=Kunal&place=Pune', teacher.user.id)).toBe(true);
    expect(await found('q=Kunal&place=Indiranagar', teacher.user.id)).toBe(false);
    const moved = await compactRow(teacher.user.id);
    expect(moved).toMatchObject({ cellLatitude: expect.closeTo(18.505, 6), cellLongitude: expect.closeTo(73.805, 6) });
    // Nothing finer than the cell is kept: no column holds the saved point.
    expect(Object.values(moved!)).not.toContain(KOTHRUD.latitude);
    expect(Object.values(moved!)).not.toContain(KOTHRUD.longitude);
  });

  it('drops a banned tutor and brings them back when unbanned; a deleted account leaves no row', async () => {
    const { teacher, submission } = await approvedTeacher('Lata');
    await asAdmin('POST', `/api/admin/kyc/${submission.id}/approve`);
    expect((await asAdmin('POST', `/api/admin/users/${teacher.user.id}/ban`, { reason: 'Spam' })).statusCode).toBe(200);
    expect(await found('q=Lata', teacher.user.id)).toBe(false);
    expect(await compactRow(teacher.user.id)).toBeUndefined();
    expect((await asAdmin('POST', `/api/admin/users/${teacher.user.id}/unban`)).statusCode).toBe(200);
    expect(await found('q=Lata', teacher.user.id)).toBe(true);

    // The ban signed them out everywhere: they sign in again to delete their account.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: teacher.user.email, password: PASSWORD } });
    const deletion = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(login.json().token), payload: { password: PASSWORD } });
    expect(deletion.statusCode).toBe(200);
    expect(await compactRow(teacher.user.id)).toBeUndefined();
    expect(await found('q=Lata', teacher.user.id)).toBe(false);
  });
});

describe('the bit sets the rows keep', () => {
  it("the database's vocabularies are the contract's lists, in the same order", async () => {
    for (const list of Object.keys(SEARCH_VOCABULARIES) as SearchList[]) {
      const [row] = rowsOf<{ values: string[] }>(await t.database.db.execute(sql`select public_tutor_search_vocabulary(${list}) as values`));
      expect(row!.values, list).toEqual([...SEARCH_VOCABULARIES[list]]);
    }
  });

  it('facet_bits holds every list at the offset the search reads it from, within a signed int8', async () => {
    const lists = Object.keys(SEARCH_VOCABULARIES) as SearchList[];
    const last = lists.at(-1)!;
    expect(FACET_OFFSETS[last] + SEARCH_VOCABULARIES[last].length).toBeLessThanOrEqual(63);
    // The first and the last value of each list: a shift off by one in the column or in the code breaks the equality.
    const chosen = Object.fromEntries(lists.map((list) => [list, [SEARCH_VOCABULARIES[list][0]!, SEARCH_VOCABULARIES[list].at(-1)!]])) as Record<SearchList, string[]>;
    const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: 'Facet', lastName: 'Bits' });
    await t.database.db
      .update(teacherProfiles)
      .set({ subjects: chosen.subjects, classes: chosen.classes, boards: chosen.boards, teachingModes: chosen.modes, languages: chosen.languages })
      .where(eq(teacherProfiles.userId, teacher.user.id));
    const expected = lists.reduce((bits, list) => bits | facetMask(list, chosen[list]), 0n);
    expect((await compactRow(teacher.user.id))!.facetBits).toBe(expected);
  });
});


describe("the subjects' cell indexes", () => {
  it("a place and one subject are counted on that subject's index; two subjects on the whole cell index", async () => {
    const plan = (subjects: string[]) =>
      planTeacherSearch({ place: 'Indiranagar', subject: undefined, subjects: subjects.join(','), class: undefined, board: 'CBSE', mode: 'online', feeUnit: 'per_month' }, offlinePlaces);
    const indexOf = async (subjects: string[]) =>
      t.database.db.transaction(async (tx) => {
        // The test's table is small enough to scan: which index the planner takes is the question here.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const statement = createPublicTutorsRepository(tx).countStatement(plan(subjects).criteria, 1000);
        const lines = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${statement}`)).map((row) => row['QUERY PLAN']);
        return lines.join('\n').match(/using (public_tutor_search_\w+)/)?.[1];
      });
    expect(await indexOf(['Mathematics'])).toBe('public_tutor_search_cell_mathematics');
    expect(await indexOf(['Art & Craft'])).toBe('public_tutor_search_cell_art_craft');
    expect(await indexOf(['Mathematics', 'Physics'])).toBe('public_tutor_search_cell_knn');
  });
});

describe('nearest first', () => {
  it('pages tutors of one cell by rating, then farther cells, each once, whatever the page size', async () => {
    const JAIPUR = { latitude: 26.9124, longitude: 75.7873 };
    const ratings = [4.1, 4.9, null, 4.9, 3.5];
    const sameCell: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: `Near${i}`, lastName: 'Jaipur' });
      await saveLocation(t.app, teacher.token, { latitude: JAIPUR.latitude + i * 0.0001, longitude: JAIPUR.longitude });
      await t.database.db.update(teacherProfiles).set({ ratingAverage: rating, reviewCount: rating ? 1 : 0 }).where(eq(teacherProfiles.userId, teacher.user.id));
      sameCell.push(teacher.user.id);
    }
    const farther: string[] = [];
    for (const km of [3, 6]) {
      const teacher = await createVerifiedTeacher(t.app, t.database.db, { firstName: `Far${km}`, lastName: 'Jaipur' });
      await saveLocation(t.app, teacher.token, northOf(JAIPUR.latitude, JAIPUR.longitude, km));
      farther.push(teacher.user.id);
    }
    const byRating = (id: string) => ratings[sameCell.indexOf(id)] ?? -1;
    const expected = [
      ...sameCell.toSorted((a, b) => byRating(b) - byRating(a) || (a < b ? -1 : 1)),
      ...farther,
    ];
    const point = `lat=${JAIPUR.latitude}&lng=${JAIPUR.longitude}&sort=nearest`;
    for (const limit of [1, 2, 3, 24]) {
      const { items } = await collectAllPages(t.app, `/api/tutors?${point}&limit=${limit}`, {}, (body) => (body as PublicTutorsPage).tutors);
      expect(items.map((tutor) => tutor.id), `limit ${limit}`).toEqual(expected);
    }
    expect((await find(`${point}&limit=2`)).total).toBe(7);
  });
});
