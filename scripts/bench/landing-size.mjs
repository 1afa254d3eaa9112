// npm run bench:landing — the JavaScript and CSS a first visit to the landing page downloads, gzip-compressed.
// Needs a running server (BASE_URL, default http://localhost:3000). Budget: at most 80 KB of gzipped
// JavaScript (BUDGET_KB to try another); the run fails (exit 1) above it. LANGUAGE=hi visits as a Hindi browser.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const budgetKb = Number(process.env.BUDGET_KB ?? 80);
const language = process.env.LANGUAGE === 'hi' ? 'hi-IN' : 'en-IN';
const page = await browser.newPage({ locale: language });
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
const jsKb = total('js', 'gzip') / 1024;
if (!(jsKb <= budgetKb)) {
  console.error(`\nOver budget: landing JS ${jsKb.toFixed(1)} KB gzip > ${budgetKb} KB`);
  process.exit(1);
}
console.log(`within the ${budgetKb} KB budget`);
