import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherProfiles, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { banUser, createStudent, createTeacher } from '../../test/factories.ts';
import { createPublicTutor } from '../../test/public-tutors.ts';
import { createSitemap } from './sitemap.ts';

const PUBLIC_URL = 'https://tutorhood.example';

let t: TestApp;
let tutors: Awaited<ReturnType<typeof createPublicTutor>>[];
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL, rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 10_000 } });
  tutors = [];
  for (const firstName of ['Ananya', 'Bhavna', 'Chetan', 'Deepa', 'Eshan', 'Farah', 'Gopal']) {
    tutors.push(await createPublicTutor(t.app, t.database.db, { user: { firstName }, location: null }));
  }
  // Not public: a teacher without KYC, a banned one, a student.
  await createTeacher(t.app, { firstName: 'Unverified' });
  const banned = await createPublicTutor(t.app, t.database.db, { user: { firstName: 'Banned' }, location: null });
  await banUser(t.database.db, banned.user.id);
  await createStudent(t.app, { firstName: 'Studentname' });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const profileUrls = () => tutors.map((tutor) => `${PUBLIC_URL}/tutors/${tutor.slug}`).sort();
const STATIC_URLS = [`${PUBLIC_URL}/`, `${PUBLIC_URL}/find`, `${PUBLIC_URL}/requirements`];

async function text(xml: string | AsyncGenerator<string>) {
  if (typeof xml === 'string') return xml;
  let all = '';
  for await (const chunk of xml) all += chunk;
  return all;
}

describe('GET /sitemap.xml', () => {
  it('lists the open pages and every public tutor at the canonical address with its last change, nobody else', async () => {
    const changed = tutors[0]!;
    await t.database.db.update(users).set({ updatedAt: new Date('2026-01-01T00:00:00Z') }).where(eq(users.id, changed.user.id));
    await t.database.db
      .update(teacherProfiles)
      .set({ updatedAt: sql`'2026-05-04T03:02:01.123Z'::timestamptz` })
      .where(eq(teacherProfiles.userId, changed.user.id));

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(xml);
    expect(urls.slice(0, 3)).toEqual(STATIC_URLS);
    expect(urls.slice(3).sort()).toEqual(profileUrls());
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/tutors/${changed.slug}</loc><lastmod>2026-05-04T03:02:01.123Z</lastmod></url>`);
    for (const hidden of ['unverified', 'banned', 'studentname']) expect(xml).not.toContain(hidden);
  });

  it('becomes an index of ?page=N files past the size of one file, each profile in exactly one file', async () => {
    const sitemap = createSitemap(t.database.db, { publicUrl: PUBLIC_URL, tutorsPerFile: 2, batchSize: 2 });
    const index = await sitemap.document(undefined);
    expect(index?.kind).toBe('index');
    const pages = locs(await text(index!.xml));
    // 7 profiles at 2 a file: 16 files, one per leading hex digit of the public id.
    expect(pages).toEqual(Array.from({ length: 16 }, (_, i) => `${PUBLIC_URL}/sitemap.xml?page=${i + 1}`));

    const seen: string[] = [];
    for (let page = 1; page <= 16; page++) {
      const file = await sitemap.document(page);
      expect(file?.kind).toBe('urlset');
      const urls = locs(await text(file!.xml));
      const profiles = urls.filter((url) => !STATIC_URLS.includes(url));
      expect(urls.length - profiles.length, `page ${page}`).toBe(page === 1 ? 3 : 0);
      for (const url of profiles) expect(url.slice(-10, -9), url).toBe((page - 1).toString(16));
      seen.push(...profiles);
    }
    expect(seen.sort()).toEqual(profileUrls());
    expect(await sitemap.document(17)).toBeNull();
    expect(await sitemap.document(0)).toBeNull();
  });

  it('serves one file by ?page=N and answers 404 for a page that does not exist', async () => {
    expect(locs((await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=1' })).body)).toHaveLength(3 + tutors.length);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=2' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=abc' })).statusCode).toBe(400);
  });
});

describe('GET /robots.txt', () => {
  it('allows the open pages and the reads they make, keeps crawlers out of the signed-in screens and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/', '/tutors/', '/find', '/requirements', '/api/tutors']) expect(lines).toContain(`Allow: ${path}`);
    for (const path of ['/api/', '/admin', '/messages', '/settings', '/request', '/dashboard', '/profile/', '/nearby-map', '/old/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
