// npm run bench:lighthouse — Lighthouse (npm, mobile preset) in Debian's Chromium on the signed-out pages and the
// signed-in home. Needs a running server with the demo data (BASE_URL, default http://localhost:3000).
//   PAGES=/,/login,/register-student,home   which pages (home = the signed-in home of the demo student; profile = a
//                                           demo tutor's public profile, /tutors/{slug}, the first one Find lists)
//   RUNS=3                                  runs per page; the median run (by performance score) is reported
//   JSON=file.json                          also write every run's figures there
//   SETTLE_MS=3000                          pause before each measured load (the machine settles first)
// The signed-in home is a returning user's: signed in, the app run once (its storage kept), caches emptied.
// Prints the four category scores and LCP / TBT / CLS per page, and the audits that cost a category points. The run
// fails (exit 1) when a page misses a target: for the signed-out pages (performance ≥ 98 on `/`, ≥ 95 on the
// auth pages, LCP ≤ 1.5 s on `/`, accessibility / best practices / SEO 100), for the signed-in home
// (performance ≥ 90).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const pages = (process.env.PAGES ?? '/,/login,/register-student,home').split(',').map((p) => p.trim()).filter(Boolean);
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const settleMs = Math.max(0, Number(process.env.SETTLE_MS ?? 3000));
const DEMO_STUDENT = { email: 'student@tutorhood.demo', password: 'demo1234' };

/** Targets a page must meet for the run to pass (category scores 0–100, times in ms). */
const PERFECT = { accessibility: 100, bestPractices: 100, seo: 100 };
const TARGETS = {
  '/': { performance: 98, ...PERFECT, lcpMs: { max: 1500 } },
  '/login': { performance: 95, ...PERFECT },
  '/register-student': { performance: 95, ...PERFECT },
  '/register-teacher': { performance: 95, ...PERFECT },
  home: { performance: 90 },
  profile: { performance: 95, ...PERFECT },
};

/** The public profile Find lists first (signed out), as a path. */
async function profilePath() {
  const response = await fetch(`${base}/api/tutors?limit=1`);
  if (!response.ok) throw new Error(`GET /api/tutors failed (${response.status}): is the demo data loaded at ${base}?`);
  const { tutors } = await response.json();
  if (!tutors?.length) throw new Error('Find lists no tutor: is the demo data loaded?');
  return `/tutors/${tutors[0].slug}`;
}
const resolvedPaths = new Map();

async function signIn() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STUDENT),
  });
  if (!response.ok) throw new Error(`Demo student sign-in failed (${response.status}): is the demo data loaded at ${base}?`);
  return (await response.json()).token;
}

const launch = () =>
  puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
let browser = await launch();

/** One Lighthouse run on a fresh page; the signed-in home gets the token in localStorage before Lighthouse loads it. */
async function measure(target) {
  const signedIn = target === 'home';
  if (target === 'profile' && !resolvedPaths.has(target)) resolvedPaths.set(target, await profilePath());
  const url = signedIn ? `${base}/` : `${base}${resolvedPaths.get(target) ?? target}`;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (signedIn) {
    const token = await signIn();
    await page.goto(`${base}/api/health`); // any page of the origin, to reach its localStorage
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    // A returning user: the app has run once in this browser (it notes what the next visit's static home shows,
    // web/lib/signed-in-preview.ts). Its service worker and HTTP cache go, so the measured load downloads everything.
    await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
    await page.goto(`${base}/api/health`);
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister()))));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  // The machine settles first: the sign-in visit's leftovers (its service worker's install, the renderer it left)
  // and the previous run's teardown would otherwise share the CPU with the measured load.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', disableStorageReset: signedIn, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    undefined,
    page,
  );
  await context.close();
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  // An audit can fail inside Lighthouse (e.g. a trace it cannot read): its value is missing (NaN, printed n/a).
  const value = (id) => audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(audits).filter((a) => a.scoreDisplayMode === 'error');
  // What costs the non-performance categories points (e.g. best practices 96: which audit).
  const lost = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1).map((ref) => `${id}/${ref.id}`),
  );
  if (failed.length) console.error(`${target}: ${failed.length} audit(s) failed (${failed.map((a) => a.id).join(', ')}): ${failed[0].errorMessage}`);
  return {
    page: target,
    // null when Lighthouse could not score the run (a broken trace, NO_NAVSTART): it is run again, not counted as 0.
    traceBroken: categories.performance?.score == null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    lost,
    jsKb: Math.round(
      (audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
    ),
  };
}

const all = [];
const medians = [];
for (const target of pages) {
  const results = [];
  for (let i = 0, broken = 0; i < runs; i++) {
    let result;
    try {
      result = await measure(target);
    } catch (error) {
      // A long series sometimes loses the browser mid-run ("Session with given id not found"): a new one, same run.
      if (broken++ >= runs) throw error;
      console.error(`${target}: the browser failed (${error.message}); running it again in a new one`);
      await browser.close().catch(() => undefined);
      browser = await launch();
      i--;
      continue;
    }
    if (result.traceBroken && broken++ < runs) {
      console.error(`${target}: Lighthouse could not score this run (broken trace); running it again`);
      i--;
      continue;
    }
    results.push(result);
  }
  all.push(...results);
  results.sort((a, b) => a.performance - b.performance);
  medians.push(results[Math.floor(results.length / 2)]);
}
await browser.close();

const header = '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS transferred |';
console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${runs} run(s), ${base}, load average at the end ${loadavg()[0].toFixed(1)} (the score drops when the CPU is shared)\n`);
console.log(header);
console.log('|:--|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const m of medians) {
  const label = m.page === 'home' ? 'signed-in home (demo student)' : `\`${m.page}\``;
  const shown = (n, text) => (Number.isNaN(n) ? 'n/a' : text);
  console.log(
    `| ${label} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${shown(m.lcpMs, `${(m.lcpMs / 1000).toFixed(1)} s`)} | ${shown(m.tbtMs, `${m.tbtMs} ms`)} | ${shown(m.cls, m.cls)} | ${m.jsKb} KB |`,
  );
}
for (const m of medians.filter((m) => m.lost.length)) console.log(`\n${m.page}: points lost on ${m.lost.join(', ')}`);
if (process.env.JSON) writeFileSync(process.env.JSON, JSON.stringify(all, null, 2));

const misses = medians.flatMap((m) =>
  Object.entries(TARGETS[m.page] ?? {})
    .filter(([key, target]) => (typeof target === 'number' ? !(m[key] >= target) : !(m[key] <= target.max)))
    .map(([key, target]) => (typeof target === 'number' ? `${m.page}: ${key} ${m[key]} < ${target}` : `${m.page}: ${key} ${m[key]} > ${target.max}`)),
);
if (misses.length) {
  console.error(`\nBelow target:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
