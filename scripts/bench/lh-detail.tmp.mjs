// temp: one Lighthouse run on the signed-in home, dumping where the time goes
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
const base = process.env.BASE_URL;
const target = process.env.TARGET ?? 'home';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'] });
const context = await browser.createBrowserContext();
const page = await context.newPage();
const signedIn = target === 'home';
if (signedIn) {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'student@tutorhood.demo', password: 'demo1234' }) });
  const token = (await r.json()).token;
  await page.goto(`${base}/api/health`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
const result = await lighthouse(signedIn ? `${base}/` : `${base}${target}`, { output: 'json', logLevel: 'error', disableStorageReset: signedIn, onlyCategories: ['performance'] }, undefined, page);
await browser.close();
const { audits, categories } = result.lhr;
writeFileSync('/tmp/lh-detail.json', JSON.stringify(result.lhr));
console.log('perf', categories.performance.score, 'FCP', audits['first-contentful-paint'].numericValue|0, 'LCP', audits['largest-contentful-paint'].numericValue|0, 'TBT', audits['total-blocking-time'].numericValue|0, 'SI', audits['speed-index'].numericValue|0, 'CLS', audits['cumulative-layout-shift'].numericValue);
for (const ref of categories.performance.auditRefs.filter(r=>r.weight>0)) console.log(' ', ref.id, audits[ref.id].score, ref.weight);
const lcpEl = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
console.log('LCP element:', lcpEl?.snippet, lcpEl?.nodeLabel);
const lcpPhases = audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
console.log('LCP phases:', JSON.stringify(lcpPhases));
console.log('\nnetwork:');
for (const r of audits['network-requests'].details.items) console.log(`  ${String(r.networkRequestTime|0).padStart(6)}-${String(r.networkEndTime|0).padStart(6)} ${String(Math.round(r.transferSize/1024)).padStart(4)}KB ${r.resourceType} ${r.url.replace(base,'')}`);
console.log('\nbootup:');
for (const r of audits['bootup-time'].details.items.slice(0,8)) console.log(`  ${r.url.replace(base,'')} total ${r.total|0} script ${r.scripting|0} parse ${r.scriptParseCompile|0}`);
console.log('\nlong tasks:');
for (const r of (audits['long-tasks']?.details?.items ?? []).slice(0,15)) console.log(`  start ${r.startTime|0} dur ${r.duration|0} ${r.url?.replace(base,'')}`);
