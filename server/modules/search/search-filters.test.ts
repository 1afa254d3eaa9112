// GET /api/search/teachers and /students signed in: the public search's filters and orders for a student (with the
// unverified teachers too), distances from the student's own saved point, profile links, and the real count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPage } from '../../../contract/search.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, connectUsers, createStudent, createVerifiedTeacher } from '../../test/factories.ts';
import { seedMarketplace, type Marketplace } from '../../test/tutor-search-kit.ts';

let t: TestApp;
let market: Marketplace;

beforeAll(async () => {
  t = await buildTestApp();
  market = await seedMarketplace(t);
});
afterAll(() => t.close());

async function search(token: string, path: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/search/${path}`, headers: bearer(token) });
  return { status: response.statusCode, page: response.json() as SearchPage };
}
const names = (page: SearchPage) => page.results.map((r) => market.names.get(r.id) ?? r.name);
const q = (text: string) => `search=${encodeURIComponent(text)}`;

describe('a student finding teachers', () => {
  it("understands 'ganit class 8 CBSE near Indiranagar', and lists the unverified match too unless asked for verified only", async () => {
    const all = await search(market.student.token, `teachers?${q('ganit class 8 CBSE near Indiranagar')}`);
    expect(names(all.page).toSorted()).toEqual(['Ananya', 'Esha']);
    expect(all.page).toMatchObject({ total: 2, totalIsCapped: false, radiusKm: 10, understood: { place: { label: 'Indiranagar, Bengaluru' } } });
    const verified = await search(market.student.token, `teachers?${q('ganit class 8 CBSE near Indiranagar')}&verified=verified`);
    expect(names(verified.page)).toEqual(['Ananya']);
  });

  it('links verified teachers to their public profile, and carries the profile fields cards show', async () => {
    const { page } = await search(market.student.token, 'teachers?subject=Mathematics&sort=rating');
    const ananya = page.results.find((r) => r.id === market.ids.Ananya)!;
    expect(ananya).toMatchObject({
      profileSlug: expect.stringMatching(/^ananya-rao-[0-9a-f]{10}$/),
      headline: 'Board-exam maths without fear',
      classes: ['Class 8', 'Class 9'],
      boards: ['CBSE'],
      teachingModes: ['student_home', 'online'],
      languages: ['English', 'Hindi'],
      monthlyFee: 4000,
      feeUnit: 'per_month',
    });
    expect(page.results.find((r) => r.id === market.ids.Esha)).toMatchObject({ profileSlug: null, isVerified: false });
    expect(page.results.find((r) => r.id === market.ids.Chitra)).toMatchObject({ monthlyFee: 500, feeUnit: 'per_hour' });
  });

  it('measures distances from the student’s saved point: nearest needs no place, and a far tutor is far', async () => {
    const { status, page } = await search(market.student.token, 'teachers?sort=nearest');
    expect(status).toBe(200);
    expect(names(page)).toEqual(['Ananya', 'Esha', 'Bhavesh', 'Chitra', 'Dev', 'Farid']);
    expect(page.radiusKm).toBeNull();
    const byName = Object.fromEntries(page.results.map((r) => [market.names.get(r.id), r.distanceKm]));
    expect(byName.Bhavesh).toBeGreaterThan(4);
    expect(byName.Bhavesh).toBeLessThan(7);
    expect(byName.Chitra).toBeGreaterThan(700);
    expect(byName.Farid).toBeNull();
    for (const km of Object.values(byName)) if (typeof km === 'number') expect((km * 2) % 1).toBe(0);
  });

  it('an exact distance only with access to the exact point (a connection)', async () => {
    await connectUsers(t.database.db, market.student.user.id, market.ids.Bhavesh);
    const { page } = await search(market.student.token, 'teachers?sort=nearest');
    const bhavesh = page.results.find((r) => r.id === market.ids.Bhavesh)!;
    expect(bhavesh.isExactLocation).toBe(true);
    expect(bhavesh.distanceKm).toBeCloseTo(5.0, 0);
    expect((bhavesh.distanceKm! * 2) % 1).not.toBe(0);
  });

  it('nearest without any point is refused', async () => {
    const nowhere = await createStudent(t.app, { firstName: 'Nowhere' });
    const refused = await search(nowhere.token, 'teachers?sort=nearest');
    expect(refused.status).toBe(400);
    expect((await search(nowhere.token, 'teachers?sort=nearest&place=Pune')).status).toBe(200);
  });

  it('filters and orders as the public search does', async () => {
    expect(names((await search(market.student.token, 'teachers?board=ICSE')).page)).toEqual(['Bhavesh']);
    expect(names((await search(market.student.token, 'teachers?feeMin=1000&feeMax=2500')).page).toSorted()).toEqual(['Esha', 'Farid']);
    expect(names((await search(market.student.token, 'teachers?sort=fee_asc&verified=verified')).page)).toEqual(['Farid', 'Bhavesh', 'Ananya', 'Dev', 'Chitra']);
    expect(names((await search(market.student.token, `teachers?${q('अंग्रेज़ी')}`)).page)).toEqual(['Farid']);
  });
});

describe('the count', () => {
  it('is the real total, on every page', async () => {
    const first = await search(market.student.token, 'teachers?limit=2');
    expect(first.page).toMatchObject({ total: 6, totalIsCapped: false });
    expect(first.page.results).toHaveLength(2);
    const second = await search(market.student.token, `teachers?limit=2&cursor=${first.page.nextCursor}`);
    expect(second.page.total).toBe(6);
  });

  it('stops at the cap, for teachers finding students too', async () => {
    const capped = await buildTestApp({ search: { countCap: 2 } });
    try {
      const seeded = await seedMarketplace(capped);
      const teachers = await capped.app.inject({ method: 'GET', url: '/api/search/teachers?limit=1', headers: bearer(seeded.student.token) });
      expect(teachers.json()).toMatchObject({ total: 2, totalIsCapped: true });
      const teacher = await createVerifiedTeacher(capped.app, capped.database.db, { firstName: 'Counting' });
      for (const firstName of ['Ira', 'Jai']) await createStudent(capped.app, { firstName });
      const students = await capped.app.inject({ method: 'GET', url: '/api/search/students?limit=1', headers: bearer(teacher.token) });
      expect(students.json()).toMatchObject({ total: 2, totalIsCapped: true, results: [expect.anything()] });
      const exact = await capped.app.inject({ method: 'GET', url: '/api/search/students?search=Saanvi', headers: bearer(teacher.token) });
      expect(exact.json()).toMatchObject({ total: 1, totalIsCapped: false });
    } finally {
      await capped.close();
    }
  });
});
