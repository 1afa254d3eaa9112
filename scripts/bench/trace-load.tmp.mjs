// temp: trace of a page load (4x CPU), long tasks and what they hold
import puppeteer from 'puppeteer-core';
import { readFileSync } from 'node:fs';
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
await page.tracing.start({ path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(target === 'home' ? `${base}/` : `${base}${target}`, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
await page.tracing.stop();
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const sampleTimes = []; let tcur = profile.startTime; profile.timeDeltas.forEach((d) => { tcur += d; sampleTimes.push(tcur); });
const fnsIn = (start, end) => {
  const m = new Map();
  profile.samples.forEach((id, i) => {
    if (sampleTimes[i] < start || sampleTimes[i] > end) return;
    const f = byId.get(id).callFrame;
    if (f.functionName === '(idle)') return;
    const key = `${f.functionName || 'anon'}@${f.url.replace(/^.*\/assets\//, '')}`;
    m.set(key, (m.get(key) ?? 0) + 1);
  });
  return [...m].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k} ${(v * 0.2).toFixed(0)}`).join(', ');
};
await browser.close();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const count = (m) => events.filter((x) => x.pid === m.pid && x.tid === m.tid && x.name === 'RunTask').length;
const main = mains.sort((a, b) => count(b) - count(a))[0];
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0].ts;
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
let tbt = 0;
for (const task of tasks) {
  tbt += task.dur / 1000 - 50;
  const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.name !== 'RunTask');
  const by = new Map();
  for (const e of inside) {
    const key = e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' ? `${e.name} ${(e.args?.data?.url ?? '').replace(/^.*\/assets\//, '')}` : e.name;
    by.set(key, Math.max(by.get(key) ?? 0, 0) + e.dur / 1000);
  }
  const top = [...by].filter(([k]) => !/^(ThreadControllerImpl|TimerFire|v8.run|FunctionCall|RunMicrotasks)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ');
  console.log(`${((task.ts - t0) / 1000).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(0).padStart(4)} ms: ${top}\n         self: ${fnsIn(task.ts, task.ts + task.dur)}`);
}
console.log('sum over 50 ms (throttled, observed):', tbt.toFixed(0));
