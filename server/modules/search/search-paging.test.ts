// GET /api/search/teachers and /students page without skipping or repeating anyone: accounts created within one
// millisecond with equal ratings, verification and relevance, so every sort key ties and the id decides.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { microsecondTime } from '../../db/cursor-time.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createVerifiedTeacher } from '../../test/factories.ts';
import { collectAllPages, expectEachOnceInOrder, insertManyInOneMillisecond, type Keyed } from '../../test/paging.ts';
import { INDIRANAGAR, KOTHRUD } from '../../test/tutor-search-kit.ts';

type Teacher = Keyed & { verified: boolean; rating: number | null; inPune?: boolean };

/** A small count cap, so an area holds more teachers than it and its pages are walked along the order's index. */
const COUNT_CAP = 10;

let t: TestApp;
let studentHeaders: Record<string, string>;
let teacherHeaders: Record<string, string>;
let teachers: Teacher[];
let students: Keyed[];
const inserted = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({ search: { countCap: COUNT_CAP } });
  const { db } = t.database;
  const student = await createStudent(t.app, { firstName: 'Viewer' });
  const teacher = await createVerifiedTeacher(t.app, db, { firstName: 'Viewer' });
  studentHeaders = bearer(student.token);
  teacherHeaders = bearer(teacher.token);
  const rows = await insertManyInOneMillisecond(db, 46, { userType: 'teacher', firstName: 'Kavya' });
  teachers = rows.map((r, i) => ({ ...r, verified: i % 3 === 0, rating: i % 2 ? 4.5 : null, inPune: i % 4 !== 0 }));
  await db.insert(teacherProfiles).values(
    teachers.map((r) => ({ userId: r.id, subjects: ['Physics'], qualification: 'M.Sc Physics', experience: '5 years', ratingAverage: r.rating })),
  );
  await db.update(users).set({ isVerified: true }).where(inArray(users.id, teachers.filter((r) => r.verified).map((r) => r.id)));
  // Three in four in Pune, spread over a few cells; the others in Bengaluru.
  await db.insert(userLocations).values(
    teachers.map((r, i) => {
      const at = r.inPune ? KOTHRUD : INDIRANAGAR;
      return { userId: r.id, latitude: at.latitude + (i % 5) * 0.01, longitude: at.longitude + (i % 3) * 0.01 };
    }),
  );
  students = await insertManyInOneMillisecond(db, 40, { userType: 'student', firstName: 'Kavya' });
  for (const r of [...teachers, ...students]) inserted.add(r.id);
  await db.insert(studentProfiles).values(students.map((r) => ({ userId: r.id, class: 'Class 9', schoolName: 'Kendriya Vidyalaya' })));
  // What free text matches (kept by the profiles code): the same words for everyone, so relevance ties too.
  await db.execute(sql`update users set search_text = 'kavya physics' where first_name = 'Kavya'`);
  // Each viewer is listed to the other (registered through the API, no rating, created now; the teacher has an
  // approved KYC, without which they would see no students).
  const viewers = await db
    .select({ id: users.id, at: microsecondTime(users.createdAt), userType: users.userType })
    .from(users)
    .where(inArray(users.id, [student.user.id, teacher.user.id]));
  for (const { userType, ...viewer } of viewers) {
    if (userType === 'teacher') teachers.push({ ...viewer, verified: true, rating: null });
    else students.push(viewer);
  }
});
afterAll(() => t.close());

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Free text finds the inserted accounts only (the viewers are not called Kavya). */
const kavyas = <T extends Keyed>(rows: T[]) => rows.filter((r) => inserted.has(r.id));
const ids = (items: { id: string }[]) => items.map((r) => r.id);
const results = (body: unknown) => (body as { results: { id: string }[] }).results;

/** Verified first, then by rating (none last), then newest, then id ascending: the find page's documented order. */
function findOrder(rows: Teacher[]): string[] {
  return rows
    .toSorted(
      (a, b) =>
        Number(b.verified) - Number(a.verified) ||
        (b.rating ?? -1) - (a.rating ?? -1) ||
        compare(b.at, a.at) ||
        compare(a.id, b.id),
    )
    .map((r) => r.id);
}

it('pages through every teacher once, in the find order, with and without free text', async () => {
  for (const limit of [4, 9]) {
    const { items } = await collectAllPages<{ id: string }>(t.app, `/api/search/teachers?limit=${limit}`, studentHeaders, results);
    expectEachOnceInOrder(ids(items), findOrder(teachers));
  }
  const { items } = await collectAllPages<{ id: string }>(t.app, '/api/search/teachers?search=kavya&limit=5', studentHeaders, results);
  expectEachOnceInOrder(ids(items), findOrder(kavyas(teachers)));
});

it("pages through an area's teachers once, in the find order, past the count's cap (walked along the order's index)", async () => {
  const inPune = teachers.filter((r) => r.inPune);
  expect(inPune.length).toBeGreaterThan(COUNT_CAP);
  for (const limit of [4, 7]) {
    const { items } = await collectAllPages<{ id: string }>(t.app, `/api/search/teachers?place=Pune&limit=${limit}`, studentHeaders, results);
    expectEachOnceInOrder(ids(items), findOrder(inPune));
  }
  const first = await t.app.inject({ method: 'GET', url: '/api/search/teachers?place=Pune&subject=Physics&limit=4', headers: studentHeaders });
  expect(first.json()).toMatchObject({ total: COUNT_CAP, totalIsCapped: true });
  expect(ids(results(first.json()))).toEqual(findOrder(inPune).slice(0, 4));
  // Only the verified ones: the walk keeps every filter.
  const verified = await collectAllPages<{ id: string }>(t.app, '/api/search/teachers?place=Pune&verified=verified&limit=3', studentHeaders, results);
  expectEachOnceInOrder(ids(verified.items), findOrder(inPune.filter((r) => r.verified)));
});

it('pages through every student once, newest first, ties by id', async () => {
  const expected = findOrder(students.map((s) => ({ ...s, verified: false, rating: null })));
  expect(expected).toHaveLength(41);
  expectEachOnceInOrder(ids((await collectAllPages<{ id: string }>(t.app, '/api/search/students?limit=6', teacherHeaders, results)).items), expected);
  const named = findOrder(kavyas(students).map((s) => ({ ...s, verified: false, rating: null })));
  expectEachOnceInOrder(ids((await collectAllPages<{ id: string }>(t.app, '/api/search/students?search=kavya&limit=7', teacherHeaders, results)).items), named);
});
