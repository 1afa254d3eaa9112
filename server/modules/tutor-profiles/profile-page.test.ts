import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { banUser, createStudent, createTeacher } from '../../test/factories.ts';
import { createPublicTutor, insertReview, publicIdOf, refreshRating } from '../../test/public-tutors.ts';

// A stand-in for dist/web/index.html, shaped as the build writes it.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-web-profile-'));
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Tutorhood connects students and parents in India with verified tutors near them, online or in person."
    />
    <title>Tutorhood - Find Your Perfect Tutor</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/entry-Cd34.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Tutorhood needs JavaScript to run. Please enable it in your browser.</noscript>
  </body>
</html>
`;
const PUBLIC_URL = 'https://tutorhood.example';

let t: TestApp;
beforeAll(async () => {
  writeFileSync(path.join(webDir, 'index.html'), indexHtml);
  t = await buildTestApp({ publicUrl: PUBLIC_URL, rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 10_000 } }, { webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The attribute values of every tag matching `pattern`, e.g. meta property="og:title". */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
};

async function reviewedTutor(profile: Record<string, unknown> = {}) {
  const tutor = await createPublicTutor(t.app, t.database.db, {
    profile: { bio: 'Ten years of board exam coaching.\n\nI teach with real examples.', kycApprovedAt: new Date('2026-03-10T06:00:00Z'), studentCount: 4, ...profile },
  });
  await t.database.db.update(users).set({ profileImage: '/uploads/images/ananya.webp' }).where(eq(users.id, tutor.user.id));
  const student = await createStudent(t.app, { firstName: 'Kavya' });
  const parent = await createStudent(t.app, { firstName: 'Rohan' });
  await insertReview(t.database.db, { teacherId: tutor.user.id, studentId: student.user.id, rating: 5, comment: 'Explains calculus beautifully', createdAt: '2026-04-02T10:00:00Z' });
  await insertReview(t.database.db, { teacherId: tutor.user.id, studentId: parent.user.id, rating: 4, comment: 'Good, patient', createdAt: '2026-04-05T10:00:00Z' });
  await refreshRating(t.database.db, tutor.user.id);
  return tutor;
}

describe('GET /tutors/{slug} (server-rendered)', () => {
  it('is the app with the profile in it: title, description, canonical, Open Graph, Twitter, and no-cache varying by language', async () => {
    const tutor = await reviewedTutor();
    const response = await get(`/tutors/${tutor.slug}`, { 'accept-language': 'en-IN,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(response.headers['content-language']).toBe('en');
    const html = response.body;
    const canonical = `${PUBLIC_URL}/tutors/${tutor.slug}`;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Ananya Iyer – Mathematics, Physics tutor in Bengaluru | Tutorhood</title>');
    expect(meta(html, 'description')).toBe(
      'CBSE maths and physics for classes 8 to 12 — Ten years of board exam coaching. I teach with real examples.',
    );
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:title')).toBe('Ananya Iyer – Mathematics, Physics tutor in Bengaluru | Tutorhood');
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/images/ananya.webp`);
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'twitter:card')).toBe('summary');
    // The app still boots: its script and stylesheet are where the build put them.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/entry-Cd34.css">');
    expect(html).not.toContain('<noscript>');

    const br = await get(`/tutors/${tutor.slug}`, { 'accept-language': 'en', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
  });

  it('describes the tutor in JSON-LD: a ProfilePage about a Person, the rating on the tutoring they offer, the area without a street', async () => {
    const tutor = await reviewedTutor();
    const data = jsonLd((await get(`/tutors/${tutor.slug}`)).body);
    const canonical = `${PUBLIC_URL}/tutors/${tutor.slug}`;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage', url: canonical, inLanguage: 'en' });
    expect(data.mainEntity).toMatchObject({
      '@type': 'Person',
      '@id': `${canonical}#person`,
      name: 'Ananya Iyer',
      jobTitle: 'CBSE maths and physics for classes 8 to 12',
      image: `${PUBLIC_URL}/uploads/images/ananya.webp`,
      knowsAbout: ['Mathematics', 'Physics'],
      knowsLanguage: ['en', 'hi'],
      address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' },
    });
    expect(Object.keys(data.mainEntity.address).sort()).toEqual(['@type', 'addressCountry', 'addressLocality', 'addressRegion']);
    expect(data.mainEntity.aggregateRating).toBeUndefined();
    expect(data.mainEntity.makesOffer).toMatchObject({
      '@type': 'Offer',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 4500, priceCurrency: 'INR', unitCode: 'MON' },
      itemOffered: {
        '@type': 'Service',
        provider: { '@id': `${canonical}#person` },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      },
    });
  });

  it("carries the API's answers for a signed-out visitor as the app's data: the profile and the first page of reviews", async () => {
    const tutor = await reviewedTutor();
    const html = (await get(`/tutors/${tutor.slug}`)).body;
    const block = /<script type="application\/json" id="tutorhood-profile-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toMatch(/[<>]/);
    const data = JSON.parse(block) as { profile: unknown; reviews: unknown };
    expect(data.profile).toEqual((await get(`/api/tutors/${tutor.slug}`)).json());
    expect(data.reviews).toEqual((await get(`/api/tutors/${tutor.slug}/reviews`)).json());
  });

  it('has no rating in JSON-LD and says so in the text when there are no reviews', async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const html = (await get(`/tutors/${tutor.slug}`)).body;
    expect(JSON.stringify(jsonLd(html))).not.toContain('Rating');
    expect(html).toContain('<p data-profile-field="ratingSummary">No reviews yet</p>');
  });

  it('puts the whole profile in #root as plain HTML, readable without JavaScript, and no address, contact or reviewer', async () => {
    const tutor = await reviewedTutor();
    const html = (await get(`/tutors/${tutor.slug}`)).body;
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)![1]!;
    expect(root.startsWith(`<div data-prerendered-profile="${tutor.slug}" lang="en"><header><a href="/">Tutorhood</a>`)).toBe(true);
    expect(root).toContain('<nav aria-label="Explore"><a href="/find">Find Tutors</a><a href="/login">Sign In</a></nav></header><main><article');
    expect(root.endsWith('</article></main></div>')).toBe(true);
    for (const text of [
      '<h1 id="tutor-profile-name">Ananya Iyer</h1>',
      '<img src="/uploads/images/ananya.webp" alt="Ananya Iyer" width="96" height="96">',
      '<p data-profile-field="verified">Verified tutor since March 2026</p>',
      '<p data-profile-field="headline">CBSE maths and physics for classes 8 to 12</p>',
      '4.5 out of 5 from 2 reviews',
      '<p>Ten years of board exam coaching.</p><p>I teach with real examples.</p>',
      '<dt>Subjects</dt><dd>Mathematics, Physics</dd>',
      '<dt>Classes</dt><dd>Class 8, Class 9, Class 10</dd>',
      '<dt>Boards</dt><dd>CBSE, ICSE</dd>',
      "<dt>Teaching modes</dt><dd>At the student&#39;s home, Online</dd>",
      '<dt>Fee</dt><dd>₹4,500 / month</dd>',
      '<dt>Languages</dt><dd>English, Hindi</dd>',
      '<dt>Experience</dt><dd>6 years</dd>',
      '<dt>Qualification</dt><dd>M.Sc Physics</dd>',
      '<dt>Area</dt><dd>Indiranagar, Bengaluru, Karnataka</dd>',
      '<dt>Students</dt><dd>4 students</dd>',
      'Explains calculus beautifully',
      '<time datetime="2026-04-05T10:00:00.000Z">5 April 2026</time>',
      'By a student',
    ]) {
      expect(root).toContain(text);
    }
    // Newest review first.
    expect(root.indexOf('Good, patient')).toBeLessThan(root.indexOf('Explains calculus beautifully'));
    for (const secret of ['12 Tutor Lane', '560038', 'HAL 2nd Stage', tutor.email, '9876501234', 'Kavya', 'Rohan', '12.97']) {
      expect(html).not.toContain(secret);
    }
  });

  it('escapes what tutors write: a bio with a script tag stays text, and the JSON-LD still parses to it', async () => {
    const bio = 'Hi </script><script>alert("x")</script> & <!-- $& $1 --> done';
    const tutor = await createPublicTutor(t.app, t.database.db, { profile: { bio, headline: '<b>Best</b> "tutor"' } });
    await t.database.db.update(users).set({ lastName: "D'Souza <i>" }).where(eq(users.id, tutor.user.id));
    const response = await get(`/tutors/${tutor.slug}`, {});
    expect(response.statusCode).toBe(301);
    const html = (await get(response.headers.location as string)).body;
    expect(html.match(/<script\b/g)).toHaveLength(3); // the app's module, the JSON-LD block and the app's data, nothing else
    expect(html).not.toContain('<b>Best</b>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('Hi &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;!-- $&amp; $1 --&gt; done');
    expect(html).toContain('<h1 id="tutor-profile-name">Ananya D&#39;Souza &lt;i&gt;</h1>');
    const data = jsonLd(html);
    expect(data.mainEntity.description).toBe(bio);
    expect(data.mainEntity.jobTitle).toBe('<b>Best</b> "tutor"');
  });

  it('redirects (301) a stale name part to the canonical address, keeping the query', async () => {
    const tutor = await createPublicTutor(t.app, t.database.db);
    const response = await get(`/tutors/someone-else-${tutor.publicId}?utm_source=whatsapp&x=1`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/tutors/${tutor.slug}?utm_source=whatsapp&x=1`);
  });

  it("answers 404 with the app marked noindex for a student's id, an unverified or a banned teacher, or nonsense", async () => {
    const student = await createStudent(t.app);
    const unverified = await createTeacher(t.app);
    const publicId = await publicIdOf(t.database.db, unverified.user.id);
    const banned = await createPublicTutor(t.app, t.database.db);
    await banUser(t.database.db, banned.user.id);
    for (const slug of [student.user.id, `riya-sharma-${student.user.id.replace(/-/g, '').slice(0, 10)}`, `arjun-iyer-${publicId}`, banned.slug, 'no-such-tutor', 'tutor-0123456789']) {
      const response = await get(`/tutors/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.headers['content-type'], slug).toBe('text/html; charset=utf-8');
      expect(response.body, slug).toContain('<meta name="robots" content="noindex">');
      expect(response.body, slug).toContain('<div id="root"></div>');
      expect(response.body, slug).not.toContain('Riya');
    }
  });

  it('links its language versions (hreflang en, hi, x-default), each language at its own address and canonical there', async () => {
    const tutor = await reviewedTutor();
    const canonical = `${PUBLIC_URL}/tutors/${tutor.slug}`;
    const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);
    const expected = [
      ['en', `${canonical}?lang=en`],
      ['hi', `${canonical}?lang=hi`],
      ['x-default', canonical],
    ];
    // The plain address serves the visitor's language and stays the canonical one.
    const negotiated = (await get(`/tutors/${tutor.slug}`, { 'accept-language': 'hi' })).body;
    expect(alternates(negotiated)).toEqual(expected);
    expect(negotiated).toContain(`<link rel="canonical" href="${canonical}">`);

    // A language's address is that version whatever the browser or the visitor's choice says, canonical at itself.
    const hindi = await get(`/tutors/${tutor.slug}?lang=hi`, { 'accept-language': 'en', cookie: 'tutorhood_lang=en' });
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<dt>विषय</dt><dd>गणित, भौतिकी</dd>');
    expect(hindi.body).toContain(`<link rel="canonical" href="${canonical}?lang=hi">`);
    expect(meta(hindi.body, 'og:url')).toBe(`${canonical}?lang=hi`);
    expect(alternates(hindi.body)).toEqual(expected);
    const english = (await get(`/tutors/${tutor.slug}?lang=en`, { 'accept-language': 'hi' })).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`<link rel="canonical" href="${canonical}?lang=en">`);

    // Every alternate is served as the language it claims.
    for (const [lang, href] of expected.slice(0, 2)) {
      expect((await get(href!.slice(PUBLIC_URL.length))).body).toContain(`<html lang="${lang}">`);
    }
    // An unknown language is ignored, not an error; a stale name keeps the language through the redirect.
    expect((await get(`/tutors/${tutor.slug}?lang=fr`, { 'accept-language': 'hi' })).body).toContain('<html lang="hi">');
    const moved = await get(`/tutors/someone-else-${tutor.publicId}?lang=hi`);
    expect(moved.headers.location).toBe(`/tutors/${tutor.slug}?lang=hi`);
  });

  it("speaks Hindi when the browser asks for it or the visitor chose it, the choice winning over the browser", async () => {
    const tutor = await reviewedTutor();
    const hindi = await get(`/tutors/${tutor.slug}`, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.headers['content-language']).toBe('hi');
    const html = hindi.body;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>Ananya Iyer – Bengaluru में गणित, भौतिकी ट्यूटर | Tutorhood</title>');
    for (const text of ['मार्च 2026 से वेरिफ़ाइड ट्यूटर', '<dt>विषय</dt><dd>गणित, भौतिकी</dd>', 'कक्षा 8', 'छात्र के घर पर', 'ऑनलाइन', '₹4,500 / महीना', 'अंग्रेज़ी, हिन्दी', '5 में से 4.5, 2 रिव्यू', 'एक छात्र का रिव्यू']) {
      expect(html).toContain(text);
    }
    expect(meta(html, 'og:locale')).toBe('hi_IN');
    expect(jsonLd(html)).toMatchObject({ inLanguage: 'hi', mainEntity: { knowsAbout: ['गणित', 'भौतिकी'] } });

    expect((await get(`/tutors/${tutor.slug}`, { 'accept-language': 'en', cookie: 'tutorhood_lang=hi' })).body).toContain('<html lang="hi">');
    expect((await get(`/tutors/${tutor.slug}`, { 'accept-language': 'hi', cookie: 'a=1; tutorhood_lang=en' })).body).toContain('<html lang="en">');
  });
});
