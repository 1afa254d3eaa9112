import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// A stand-in for dist/web with the landing page prerendered in both languages (scripts/prerender/landing-plugin.ts).
const webDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-web-prerendered-'));
const page = (lang: string, heading: string) => `<!doctype html><html lang="${lang}"><head><title>Tutorhood</title></head><body><div id="root"><h1>${heading}</h1></div></body></html>`;
const indexHtml = page('en', '');
const landing = { en: page('en', 'Find Your Perfect Tutor Today'), hi: page('hi', 'आज ही अपने लिए सही ट्यूटर खोजें') };
// The sign-in page as the app with its chunks preloaded, per language.
const login = { en: page('en', '<link rel="modulepreload" href="/assets/auth-en.js">'), hi: page('hi', '<link rel="modulepreload" href="/assets/auth-hi.js">') };

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDir, 'prerendered'));
  writeFileSync(path.join(webDir, 'index.html'), indexHtml);
  for (const [language, html] of Object.entries(landing)) writeFileSync(path.join(webDir, 'prerendered', `landing.${language}.html`), html);
  for (const [language, html] of Object.entries(login)) writeFileSync(path.join(webDir, 'prerendered', `login.${language}.html`), html);
  t = await buildTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the prerendered landing page', () => {
  it("is what / sends, in the browser's language, never cached, varying by the headers that choose it", async () => {
    const english = await get('/', { 'accept-language': 'en-IN,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(landing.en);
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');

    const hindi = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8', 'accept-encoding': 'br' });
    expect(hindi.headers['content-encoding']).toBe('br');
    expect(hindi.headers['content-language']).toBe('hi');
    expect(brotliDecompressSync(hindi.rawPayload).toString()).toBe(landing.hi);
  });

  it('follows the language chosen on this browser (the tutorhood_lang cookie) over Accept-Language', async () => {
    expect((await get('/', { 'accept-language': 'en', cookie: 'tutorhood_lang=hi' })).body).toBe(landing.hi);
    expect((await get('/', { 'accept-language': 'hi', cookie: 'x=1; tutorhood_lang=en' })).body).toBe(landing.en);
  });

  it('the sign-in page prepared per language is sent the same way; a path with no prepared page gets index.html', async () => {
    expect((await get('/login', { 'accept-language': 'hi' })).body).toBe(login.hi);
    expect((await get('/login?next=%2Ffind', { cookie: 'tutorhood_lang=en' })).body).toBe(login.en);
    for (const url of ['/register-student', '/find', '/no/such/page']) {
      const response = await get(url, { 'accept-language': 'hi' });
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers.vary, url).toBe('Accept-Encoding');
    }
  });
});
