// GET /api/tutors: the signed-out Find. Verified tutors only, every filter and order, free text that speaks India,
// places by name and PIN, a real count, paging, the per-IP limit, and nothing a visitor could locate anyone with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicTutorsQuerySchema, type PublicTutorsPage } from '../../../contract/search.ts';
import { createPublicTutorsService } from './public-tutors.service.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { collectAllPages } from '../../test/paging.ts';
import { INDIRANAGAR, seedCrowd, seedMarketplace, type Marketplace, type TutorName } from '../../test/tutor-search-kit.ts';

let t: TestApp;
let market: Marketplace;
let visitor = 0;

beforeAll(async () => {
  t = await buildTestApp();
  market = await seedMarketplace(t);
});
afterAll(() => t.close());

/** Each call from an address of its own, so this file's many searches stay under the per-IP limit. */
async function find(query: string, ip = `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`) {
  const response = await t.app.inject({ method: 'GET', url: `/api/tutors${query ? `?${query}` : ''}`, remoteAddress: ip });
  return { status: response.statusCode, page: response.json() as PublicTutorsPage, raw: response.body, headers: response.headers };
}
const names = (page: PublicTutorsPage) => page.tutors.map((tutor) => market.names.get(tutor.id));
const sorted = (page: PublicTutorsPage) => names(page).toSorted();
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('who is listed', () => {
  it('verified, unbanned teachers only: never an unverified or banned teacher, never a student', async () => {
    const { status, page } = await find('');
    expect(status).toBe(200);
    expect(sorted(page)).toEqual(['Ananya', 'Bhavesh', 'Chitra', 'Dev', 'Farid']);
    expect(page).toMatchObject({ total: 5, totalIsCapped: false, radiusKm: null, nextCursor: null });
  });
});

describe('free text that speaks India', () => {
  it("'ganit class 8 CBSE near Indiranagar' finds the CBSE maths tutor of Indiranagar, not the ICSE one nearby or the one in Pune", async () => {
    const { page } = await find(q('ganit class 8 CBSE near Indiranagar'));
    expect(names(page)).toEqual(['Ananya']);
    expect(page.total).toBe(1);
    expect(page.understood).toMatchObject({
      subjects: ['Mathematics'], classes: ['Class 8'], boards: ['CBSE'], modes: [], text: '',
      place: { label: 'Indiranagar, Bengaluru', radiusKm: 10 },
    });
    expect(page.radiusKm).toBe(10);
    expect(page.tutors[0]).toMatchObject({ area: { locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka' }, distanceKm: expect.any(Number) });
    expect(page.tutors[0]!.distanceKm).toBeLessThanOrEqual(2);
  });

  it('Hindi, Hinglish and typos: गणित, ganith, vigyan, angrezi, mathamatics', async () => {
    expect(sorted((await find(q('गणित'))).page)).toEqual(['Ananya', 'Bhavesh', 'Chitra']);
    expect(sorted((await find(q('ganith'))).page)).toEqual(['Ananya', 'Bhavesh', 'Chitra']);
    expect(sorted((await find(q('vigyan'))).page)).toEqual(['Ananya', 'Dev']);
    expect(sorted((await find(q('angrezi'))).page)).toEqual(['Farid']);
    const typo = await find(q('mathamatics'));
    expect(sorted(typo.page)).toEqual(['Ananya', 'Bhavesh', 'Chitra']);
    expect(typo.page.understood).toMatchObject({ subjects: ['Mathematics'], text: '' });
    // Other typos (names, qualifications, the headline) are matched by trigram on the search text.
    const trigram = await find(q('Kulkarny'));
    expect(trigram.page.understood).toMatchObject({ subjects: [], text: 'kulkarny' });
    expect(names(trigram.page)).toEqual(['Bhavesh']);
    expect(names((await find(q('maths without fear'))).page)).toEqual(['Ananya']);
  });

  it('a PIN in the text or the place field searches 10 km around it', async () => {
    const byText = await find(q('maths 560038'));
    expect(sorted(byText.page)).toEqual(['Ananya', 'Bhavesh']);
    expect(byText.page.understood.place?.label).toBe('560038 (Indiranagar, Bengaluru)');
    const byField = await find('place=560038&sort=nearest');
    expect(names(byField.page)).toEqual(['Ananya', 'Bhavesh']);
    expect(byField.page.tutors.map((t) => t.distanceKm)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(byField.page.tutors[0]!.distanceKm!).toBeLessThan(byField.page.tutors[1]!.distanceKm!);
  });

  it('a city searches its own reach; a place nobody knows is said so, and the search covers everywhere', async () => {
    const pune = await find(q('maths in Pune'));
    expect(names(pune.page)).toEqual(['Chitra']);
    expect(pune.page.understood.place).toMatchObject({ label: 'Pune, Maharashtra' });
    const unknown = await find('place=Xyzzyville');
    expect(unknown.page.understood).toMatchObject({ place: null, unknownPlace: 'Xyzzyville' });
    expect(unknown.page.total).toBe(5);
  });
});

describe('filters', () => {
  it.each<[string, TutorName[]]>([
    ['subject=Science', ['Ananya', 'Dev']],
    ['subject=Mathematics', ['Ananya', 'Bhavesh', 'Chitra']],
    ['class=8th', ['Ananya', 'Bhavesh', 'Chitra']],
    ['class=Class%2012', ['Dev']],
    ['board=ICSE', ['Bhavesh']],
    ['board=State%20Board', ['Farid']],
    ['mode=online', ['Ananya', 'Chitra', 'Farid']],
    ['mode=tutor_home', ['Bhavesh']],
    ['language=Kannada', ['Bhavesh']],
    ['language=Hindi', ['Ananya', 'Dev', 'Farid']],
    ['feeMin=2500&feeMax=5000', ['Ananya', 'Bhavesh']],
    ['feeMax=2000', ['Farid']],
    ['feeUnit=per_hour&feeMax=600', ['Chitra']],
    ['minRating=4.5', ['Ananya', 'Farid']],
    ['subject=Mathematics&board=CBSE&class=8th', ['Ananya', 'Chitra']],
  ])('%s', async (query, expected) => {
    const { status, page } = await find(query);
    expect(status).toBe(200);
    expect(sorted(page)).toEqual(expected.toSorted());
    expect(page.total).toBe(expected.length);
  });

  it('a filter and the words typed must both hold', async () => {
    expect(names((await find(`${q('cbse')}&subject=Chemistry`)).page)).toEqual(['Dev']);
  });

  it('refuses values it does not know', async () => {
    for (const query of ['board=NIOS', 'mode=anywhere', 'class=13th', 'minRating=6', 'feeMin=5000&feeMax=100', 'sort=cheapest', 'radiusKm=7', 'limit=25']) {
      expect((await find(query)).status, query).toBe(400);
    }
  });
});

describe('orders', () => {
  it('rating: highest first, the unrated last', async () => {
    expect(names((await find('sort=rating')).page)).toEqual(['Ananya', 'Farid', 'Bhavesh', 'Dev', 'Chitra']);
  });

  it('fee, low to high and high to low, per month unless told; tutors without a fee in that unit last', async () => {
    expect(names((await find('sort=fee_asc')).page)).toEqual(['Farid', 'Bhavesh', 'Ananya', 'Dev', 'Chitra']);
    expect(names((await find('sort=fee_desc')).page)).toEqual(['Dev', 'Ananya', 'Bhavesh', 'Farid', 'Chitra']);
    expect(names((await find('sort=fee_asc&feeUnit=per_hour')).page)[0]).toBe('Chitra');
  });

  it('best: verified first (all are), then rating', async () => {
    expect(names((await find('sort=best')).page)).toEqual(['Ananya', 'Farid', 'Bhavesh', 'Dev', 'Chitra']);
  });

  it('nearest: from the browser’s point, within 10 km unless told; without a point it is refused', async () => {
    const near = await find(`lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}&sort=nearest`);
    expect(names(near.page)).toEqual(['Ananya', 'Bhavesh']);
    expect(near.page.radiusKm).toBe(10);
    const wide = await find(`lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}&sort=nearest&radiusKm=3`);
    expect(names(wide.page)).toEqual(['Ananya']);
    const refused = await find('sort=nearest');
    expect(refused.status).toBe(400);
    expect(refused.page).toMatchObject({ code: 'VALIDATION_FAILED', errors: { sort: expect.any(String) } });
  });
});

describe('paging and the count', () => {
  it('pages of at most 24, each tutor once, the count on every page', async () => {
    const first = await find('limit=2&sort=rating');
    expect(first.page).toMatchObject({ total: 5, totalIsCapped: false, nextCursor: expect.any(String) });
    expect(first.headers.link).toContain('rel="next"');
    const { items } = await collectAllPages(t.app, '/api/tutors?limit=2&sort=rating', {}, (body) => (body as PublicTutorsPage).tutors);
    expect(items.map((tutor) => market.names.get(tutor.id))).toEqual(['Ananya', 'Farid', 'Bhavesh', 'Dev', 'Chitra']);
    const second = await find(`limit=2&sort=rating&cursor=${first.page.nextCursor}`);
    expect(second.page.total).toBe(5);
  });

  it('fee orders page the same as they list, across India and within an area, in every unit', async () => {
    const area = `lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}&radiusKm=50`;
    for (const [where, listed] of [['', 5], [`${area}&`, 2]] as const) {
      for (const order of ['sort=fee_asc', 'sort=fee_desc', 'sort=fee_asc&feeUnit=per_hour', 'sort=fee_desc&feeUnit=per_hour']) {
        const whole = names((await find(`${where}${order}`)).page);
        expect(whole, `${where}${order}`).toHaveLength(listed);
        const { items } = await collectAllPages(t.app, `/api/tutors?${where}${order}&limit=2`, {}, (body) => (body as PublicTutorsPage).tutors);
        expect(items.map((tutor) => market.names.get(tutor.id)), `${where}${order} in pages`).toEqual(whole);
      }
    }
    // The tutors without a fee in the unit come after, by rating.
    expect(names((await find('sort=fee_desc&feeUnit=per_hour')).page)).toEqual(['Chitra', 'Ananya', 'Farid', 'Bhavesh', 'Dev']);
    expect(names((await find(`${area}&sort=fee_asc`)).page)).toEqual(['Bhavesh', 'Ananya']);
    expect(names((await find(`${area}&sort=fee_desc&feeUnit=per_hour`)).page)).toEqual(['Ananya', 'Bhavesh']);
  });

  it('within an area the page carries its own count: the same total as the whole list, for every order', async () => {
    const area = `lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}&radiusKm=50`;
    const whole = await find(area);
    expect(whole.page.nextCursor).toBeNull();
    expect(whole.page.tutors.length).toBeGreaterThan(1);
    for (const sort of ['best', 'nearest', 'rating', 'fee_asc', 'fee_desc']) {
      const first = await find(`${area}&sort=${sort}&limit=1`);
      expect(first.page).toMatchObject({ total: whole.page.tutors.length, totalIsCapped: false, nextCursor: expect.any(String) });
    }
    const capped = await buildTestApp({ search: { countCap: 1 } });
    try {
      await seedMarketplace(capped);
      const response = await capped.app.inject({ method: 'GET', url: `/api/tutors?${area}&limit=1` });
      expect(response.json()).toMatchObject({ total: 1, totalIsCapped: true });
    } finally {
      await capped.close();
    }
  });

  describe('beyond the cap an area pages in the same order, each tutor once, by whichever way it reads the area', () => {
    // Past the cap an area's page walks the order's index (or reads every match when the walk cannot fill it);
    // below it the area's first matches are the whole answer. Every way must give the uncapped list's order.
    // One test per sort (each walks 4 filters by 3 page sizes) over one seeded app.
    let capped: TestApp;
    beforeAll(async () => {
      capped = await buildTestApp({ search: { countCap: 3 } });
      await seedMarketplace(capped);
      await seedCrowd(capped, 14);
    });
    afterAll(() => capped.close());

    it.each(['best', 'rating', 'fee_asc', 'fee_desc'] as const)('sorted by %s', async (sort) => {
      const uncapped = createPublicTutorsService({ db: capped.database.db });
      const area = `lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}&radiusKm=50`;
      for (const filter of ['', '&subject=Mathematics', '&mode=online', '&feeUnit=per_hour']) {
        const query = `${area}&sort=${sort}${filter}`;
        const parsed = PublicTutorsQuerySchema.parse(Object.fromEntries(new URLSearchParams(`${query}&limit=24`)));
        const whole = await uncapped.search(parsed);
        expect(whole).toMatchObject({ totalIsCapped: false, nextCursor: null });
        expect(whole.tutors.length).toBeGreaterThan(3);
        for (const limit of [1, 2, 5]) {
          const seen: string[] = [];
          let cursor: string | null = null;
          do {
            const url: string = `/api/tutors?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
            const response = await capped.app.inject({ method: 'GET', url, remoteAddress: `10.2.${Math.floor(++visitor / 250)}.${visitor % 250}` });
            const page = response.json() as PublicTutorsPage;
            if (!cursor) expect(page).toMatchObject({ total: 3, totalIsCapped: true });
            seen.push(...page.tutors.map((tutor) => tutor.id));
            cursor = page.nextCursor;
          } while (cursor);
          expect(seen, `${query} by ${limit}`).toEqual(whole.tutors.map((tutor) => tutor.id));
        }
      }
    });
  });

  it('stops counting at the cap and says so', async () => {
    const capped = await buildTestApp({ search: { countCap: 3 } });
    try {
      await seedMarketplace(capped);
      const response = await capped.app.inject({ method: 'GET', url: '/api/tutors?limit=2' });
      expect(response.json()).toMatchObject({ total: 3, totalIsCapped: true });
      const exact = await capped.app.inject({ method: 'GET', url: '/api/tutors?limit=2&board=CBSE' });
      expect(exact.json()).toMatchObject({ total: 3, totalIsCapped: false });
    } finally {
      await capped.close();
    }
  });
});

describe('abuse and privacy', () => {
  it('answers 429 with Retry-After past the public-read limit per IP; another address is unaffected', async () => {
    const limited = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 3 } });
    try {
      const hit = (ip: string) => limited.app.inject({ method: 'GET', url: '/api/tutors', remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await hit('203.0.113.7')).statusCode).toBe(200);
      const refused = await hit('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await hit('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('no coordinates, addresses, contact details or student data; distances from the privacy cell', async () => {
    const { page, raw } = await find(`lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}&radiusKm=50`);
    expect(raw).not.toMatch(/"(latitude|longitude|fullAddress|street|email|mobile|pinCode)"\s*:\s*(?!null)/);
    for (const tutor of page.tutors) {
      expect(Object.keys(tutor).sort()).toEqual([
        'area', 'boards', 'classes', 'distanceKm', 'experience', 'fee', 'firstName', 'headline', 'id', 'isVerified', 'languages',
        'lastName', 'profileImage', 'qualification', 'rating', 'reviewCount', 'slug', 'subjects', 'teachingModes', 'verifiedSince',
      ]);
      expect(Object.keys(tutor.area).sort()).toEqual(['city', 'locality', 'state']);
      expect((tutor.distanceKm! * 2) % 1).toBe(0); // 0.5 km steps
    }
    const everything = (await find(`${q('Saanvi Indiranagar Public School')}`)).raw + (await find('limit=24')).raw;
    expect(everything).not.toContain(market.student.user.id);
    expect(everything).not.toContain('Saanvi');
    // The exact point is never the one a distance is measured to: from the tutor's own point the distance is not 0.
    const own = await find(`lat=${INDIRANAGAR.latitude}&lng=${INDIRANAGAR.longitude}&sort=nearest`);
    expect(own.page.tutors[0]!.id).toBe(market.ids.Ananya);
    expect(own.page.tutors[0]!.distanceKm).toBeGreaterThanOrEqual(0.5);
  });

  it('cards carry the profile address and the fee as the tutor set it', async () => {
    const { page } = await find(q('Ananya'));
    expect(page.tutors[0]).toMatchObject({
      slug: expect.stringMatching(/^ananya-rao-[0-9a-f]{10}$/),
      fee: { amount: 4000, unit: 'per_month' },
      headline: 'Board-exam maths without fear',
      boards: ['CBSE'],
      teachingModes: ['student_home', 'online'],
      verifiedSince: expect.stringMatching(/^\d{4}-\d{2}$/),
      rating: 4.8,
      reviewCount: 5,
    });
    expect((await find(q('Chitra'))).page.tutors[0]).toMatchObject({ fee: { amount: 500, unit: 'per_hour' }, rating: null });
  });
});
