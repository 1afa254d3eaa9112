// temp: CPU profile of a page load (4x CPU throttle), self time by function
import puppeteer from 'puppeteer-core';
const base = process.env.BASE_URL; const target = process.env.TARGET ?? 'home';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
if (target === 'home') {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'student@tutorhood.demo', password: 'demo1234' }) });
  const token = (await r.json()).token;
  await page.goto(`${base}/api/health`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(target === 'home' ? `${base}/` : `${base}${target}`, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
const { profile } = await cdp.send('Profiler.stop');
console.log('load+idle ms', Date.now() - t0);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(base, '').replace(/^.*\/assets\//,'')}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000); });
const byUrl = new Map();
for (const [k, v] of self) { const url = k.split(' ').slice(1).join(' ').split(':')[0] || '(native)'; byUrl.set(url, (byUrl.get(url) ?? 0) + v); }
console.log('\nby script (ms, throttled):'); [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).forEach(([k, v]) => console.log(`  ${v.toFixed(0).padStart(6)} ${k}`));
console.log('\ntop functions:'); [...self].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([k, v]) => console.log(`  ${v.toFixed(0).padStart(6)} ${k}`));
await browser.close();
// callers of a function (FOCUS="name file")
if (process.env.FOCUS) {
  const [fn, file] = process.env.FOCUS.split(' ');
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const hits = new Map(); const counts = new Map(); profile.samples.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== fn || !n.callFrame.url.includes(file)) continue;
    const chain = []; let p = parent.get(n.id);
    for (let i = 0; i < 8 && p; i++) { const f = byId.get(p).callFrame; chain.push(`${f.functionName || 'anon'}@${f.url.replace(/^.*\/assets\//, '')}:${f.lineNumber}`); p = parent.get(p); }
    const key = chain.join(' < ');
    hits.set(key, (hits.get(key) ?? 0) + (counts.get(n.id) ?? 0));
  }
  [...hits].sort((a, b) => b[1] - a[1]).slice(0, 8).forEach(([k, v]) => console.log(`\n${v} samples: ${k}`));
}
