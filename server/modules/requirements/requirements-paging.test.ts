// GET /api/requirements pages every sort without skipping or repeating a requirement: posted within one millisecond,
// with equal contact counts, equal fees and posters at the very same point, so every sort key ties and the cursor's
// full precision (microseconds, the exact double of a distance) and the id decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requirement } from '../../../contract/requirements.ts';
import { microsecondTime } from '../../db/cursor-time.ts';
import { requirements, userLocations } from '../../db/schema/index.ts';
import { buildRequirementsTestApp, HOME } from '../../test/requirements-kit.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createVerifiedTeacher, saveLocation } from '../../test/factories.ts';
import { byId, collectAllPages, expectEachOnceInOrder, insertManyInOneMillisecond, instantInOneMillisecond, newestFirst, type Keyed } from '../../test/paging.ts';

/** Teachers with an approved KYC: without one a teacher sees no students and cannot contact them first. */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

/** Two spots at different distances from HOME, off any round value; a third of the posters has no location. */
const NEAR = { latitude: 28.631234567, longitude: 77.2190211 };
const FAR = { latitude: 28.667654321, longitude: 77.1590211 };
const spotOf = (i: number) => (i % 3 === 0 ? null : i % 3 === 1 ? NEAR : FAR);

type Posted = Keyed & { fee: number | null; contactCount: number; spot: typeof NEAR | null };

let t: TestApp;
let teacherHeaders: Record<string, string>;
let studentHeaders: Record<string, string>;
/** Students' requirements (what teachers browse) and teachers' (what students browse). */
let byStudents: Posted[];
let byTeachers: Posted[];

async function post(userType: 'student' | 'teacher', count: number): Promise<Posted[]> {
  const { db } = t.database;
  const posters = await insertManyInOneMillisecond(db, count, { userType });
  const located = posters.flatMap((p, i) => {
    const spot = spotOf(i);
    return spot ? [{ userId: p.id, ...spot }] : [];
  });
  await db.insert(userLocations).values(located);
  const rows = await db
    .insert(requirements)
    .values(
      posters.map((p, i) => ({
        userId: p.id,
        userType,
        subjects: ['Physics'],
        location: 'Paging Nagar',
        fee: i % 4 === 0 ? null : i % 4 === 1 ? 800 : 1500,
        contactCount: i % 5 < 2 ? 3 : 0,
        createdAt: instantInOneMillisecond(i),
      })),
    )
    .returning({
      id: requirements.id,
      at: microsecondTime(requirements.createdAt),
      userId: requirements.userId,
      fee: requirements.fee,
      contactCount: requirements.contactCount,
    });
  const spotByPoster = new Map(posters.map((p, i) => [p.id, spotOf(i)]));
  return rows.map(({ userId, ...row }) => ({ ...row, spot: spotByPoster.get(userId) ?? null }));
}

beforeAll(async () => {
  t = await buildRequirementsTestApp();
  const teacher = await verifiedTeacher();
  const student = await createStudent(t.app);
  await saveLocation(t.app, teacher.token, HOME);
  await saveLocation(t.app, student.token, HOME);
  teacherHeaders = bearer(teacher.token);
  studentHeaders = bearer(student.token);
  byStudents = await post('student', 48);
  byTeachers = await post('teacher', 36);
});
afterAll(() => t.close());

const page = async (headers: Record<string, string>, query: string) =>
  (await collectAllPages<Requirement>(t.app, `/api/requirements?${query}`, headers)).items.map((r) => r.id);

/** (key desc or asc), then newest first, then id descending: the order of the keyset sorts on (key, created_at, id). */
function byKeyThenNewest(rows: Posted[], key: (r: Posted) => number, direction: 'asc' | 'desc'): string[] {
  const groups = [...new Set(rows.map(key))].sort((a, b) => (direction === 'asc' ? a - b : b - a));
  return groups.flatMap((value) => newestFirst(rows.filter((r) => key(r) === value)));
}

describe('each keyset sort', () => {
  it('recent: newest first, ties by id', async () => {
    for (const limit of [4, 11]) expectEachOnceInOrder(await page(teacherHeaders, `sort=recent&limit=${limit}`), newestFirst(byStudents));
  });

  it('popular: most contacted first, then newest, ties by id', async () => {
    expectEachOnceInOrder(await page(teacherHeaders, 'sort=popular&limit=5'), byKeyThenNewest(byStudents, (r) => r.contactCount, 'desc'));
  });

  it('budget: by fee (highest for teachers, lowest for students), then newest, those without a fee last', async () => {
    const withFee = (rows: Posted[]) => rows.filter((r) => r.fee !== null);
    const withoutFee = (rows: Posted[]) => newestFirst(rows.filter((r) => r.fee === null));
    expectEachOnceInOrder(await page(teacherHeaders, 'sort=budget&limit=5'), [
      ...byKeyThenNewest(withFee(byStudents), (r) => r.fee!, 'desc'),
      ...withoutFee(byStudents),
    ]);
    expectEachOnceInOrder(await page(studentHeaders, 'sort=budget&limit=7'), [
      ...byKeyThenNewest(withFee(byTeachers), (r) => r.fee!, 'asc'),
      ...withoutFee(byTeachers),
    ]);
  });

  it('nearby: nearest first, equal distances by id, then the posters without a location, newest first', async () => {
    const at = (spot: typeof NEAR) => byId(byStudents.filter((r) => r.spot === spot).map((r) => r.id));
    const expected = [...at(NEAR), ...at(FAR), ...newestFirst(byStudents.filter((r) => r.spot === null))];
    for (const limit of [3, 8]) expectEachOnceInOrder(await page(teacherHeaders, `sort=nearby&limit=${limit}`), expected);
  });
});

it('best match: the pages are the one long list cut in pieces', async () => {
  const whole = await page(teacherHeaders, 'sort=best&limit=100');
  expect(new Set(whole)).toEqual(new Set(byStudents.map((r) => r.id)));
  expectEachOnceInOrder(await page(teacherHeaders, 'sort=best&limit=7'), whole);
});
