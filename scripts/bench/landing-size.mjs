// npm run bench:landing — the JavaScript and CSS a first visit to the landing page downloads, gzip-compressed.
// Needs a running server (BASE_URL, default http://localhost:3000). Target: landing JS under 140 KB gzip.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage();
const files = [];
page.on('response', async (response) => {
  const type = response.headers()['content-type'] ?? '';
  if (!/javascript|css/.test(type)) return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  files.push({ url: new URL(response.url()).pathname, kind: type.includes('css') ? 'css' : 'js', raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
});
const started = Date.now();
await page.goto(base, { waitUntil: 'networkidle' });
const loadMs = Date.now() - started;
await browser.close();

const total = (kind, key) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f[key], 0);
for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`${String(f.gzip).padStart(8)} B gzip  ${f.url}`);
console.log(`\nlanding JS:  ${(total('js', 'gzip') / 1024).toFixed(1)} KB gzip (${(total('js', 'raw') / 1024).toFixed(1)} KB raw) in ${files.filter((f) => f.kind === 'js').length} files`);
console.log(`landing CSS: ${(total('css', 'gzip') / 1024).toFixed(1)} KB gzip`);
console.log(`load to network idle on loopback: ${loadMs} ms`);
