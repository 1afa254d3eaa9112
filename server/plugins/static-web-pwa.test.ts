import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// A stand-in for dist/web with what vite-plugin-pwa writes: sw.js (with its precompressed copy, as
// scripts/precompress.mjs leaves it), the Workbox runtime, the manifest and an icon.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-pwa-'));
const sw = `self.addEventListener('fetch', () => {});${'/* precache list */'.repeat(100)}`;
const manifest = JSON.stringify({ name: 'Tutorhood', short_name: 'Tutorhood', start_url: '/', display: 'standalone' });

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDir, 'icons'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Tutorhood</title></head><body></body></html>');
  writeFileSync(path.join(webDir, 'sw.js'), sw);
  writeFileSync(path.join(webDir, 'sw.js.br'), brotliCompressSync(sw));
  writeFileSync(path.join(webDir, 'push-handlers.js'), "self.addEventListener('push', () => {});");
  writeFileSync(path.join(webDir, 'workbox-18a7ca85.js'), 'define([], function () {});');
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), manifest);
  writeFileSync(path.join(webDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await buildTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the installable app’s files', () => {
  it('serves the service worker as JavaScript that the browser revalidates on every visit, compressed or not', async () => {
    const plain = await get('/sw.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(sw);

    const br = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(sw);
  });

  it('serves the push handlers the service worker imports (fixed name) revalidated on every visit', async () => {
    const handlers = await get('/push-handlers.js');
    expect(handlers.statusCode).toBe(200);
    expect(handlers.headers['content-type']).toContain('javascript');
    expect(handlers.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its media type, revalidated on every visit', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(manifest));
  });

  it('keeps the usual short cache for the Workbox runtime and the icons (their names or revisions change with them)', async () => {
    expect((await get('/workbox-18a7ca85.js')).headers['cache-control']).toBe('public, max-age=3600');
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answers a missing sw.js with the app', async () => {
    expect((await get('/sw-old.js')).statusCode).toBe(404);
  });
});
