import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// A stand-in for dist/web: an index.html and a hashed asset, both large enough to be worth compressing.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-web-'));
const indexHtml = `<!doctype html><html lang="en"><head><title>Tutorhood</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
const asset = `export const text = ${JSON.stringify('Find Your Perfect Tutor Today '.repeat(100))};`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), indexHtml);
  writeFileSync(path.join(webDir, 'assets', 'landing-Ab12Cd34.js'), asset);
  writeFileSync(path.join(webDir, 'humans.txt'), 'Tutorhood team\n');
  t = await buildTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const response = await get('/assets/landing-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(asset);
  });

  it('caches unhashed files briefly', async () => {
    const response = await get('/humans.txt');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves index.html, never cached, compressed on the root and on every app path', async () => {
    for (const url of ['/', '/login', '/register-teacher', '/no/such/page']) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-type'], url).toContain('text/html');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(indexHtml);

      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(indexHtml);
    }
    const plain = await get('/login', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('answers a missing file with 404, not the app, and unknown /api paths with 404 JSON', async () => {
    const file = await get('/assets/missing-Zz99.js');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).not.toContain('text/html');
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here' });
  });
});
