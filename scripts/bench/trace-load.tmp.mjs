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
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.INTERVAL ?? 200) });
await cdp.send('Profiler.start');
await page.tracing.start({ path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(target === 'home' ? `${base}/` : `${base}${target}`, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
await page.tracing.stop();
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const sampleTimes = []; let tcur = profile.startTime; profile.timeDeltas.forEach((d) => { tcur += d; sampleTimes.push(tcur); });
const parentOf = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const { SourceMapConsumer } = await import('source-map-js');
const consumers = new Map();
const original = (f) => {
  const file = f.url.replace(/^.*\/assets\//, '');
  if (!file.endsWith('.js')) return `${f.functionName || 'anon'}@${file}`;
  if (!consumers.has(file)) { try { consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`dist/web/assets/${file}.map`, 'utf8')))); } catch { consumers.set(file, null); } }
  const c = consumers.get(file);
  const pos = c?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return pos?.source ? `${pos.name ?? f.functionName}@${pos.source.replace(/^.*node_modules\//, '').replace(/^\.\.\//g, '')}:${pos.line}` : `${f.functionName || 'anon'}@${file}`;
};
const stackOf = (id) => { const out = []; for (let p = id; p; p = parentOf.get(p)) { out.push(original(byId.get(p).callFrame)); } return out.reverse(); };
const filesIn = (start, end) => {
  const m = new Map();
  profile.samples.forEach((id, i) => {
    if (sampleTimes[i] < start || sampleTimes[i] > end) return;
    const o = original(byId.get(id).callFrame);
    const file = o.split('@')[1]?.replace(/:\d+$/, '') ?? o;
    const key = file.replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1');
    m.set(key, (m.get(key) ?? 0) + 1);
  });
  return [...m].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v}`).join(', ');
};
const rootsIn = (start, end) => {
  const m = new Map();
  profile.samples.forEach((id, i) => {
    if (sampleTimes[i] < start || sampleTimes[i] > end) return;
    const st = stackOf(id).slice(1, 1 + Number(process.env.DEPTH ?? 4)).join(' > ');
    m.set(st, (m.get(st) ?? 0) + 1);
  });
  return [...m].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `    ${v} ${k}`).join('\n');
};
const fnsIn = (start, end) => {
  const m = new Map();
  profile.samples.forEach((id, i) => {
    if (sampleTimes[i] < start || sampleTimes[i] > end) return;
    const f = byId.get(id).callFrame;
    if (f.functionName === '(idle)') return;
    const key = `${f.functionName || 'anon'}@${f.url.replace(/^.*\/assets\//, '')}`;
    m.set(key, (m.get(key) ?? 0) + 1);
  });
  return [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 7)).map(([k, v]) => `${k} ${v}`).join(', ');
};
await browser.close();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const count = (m) => events.filter((x) => x.pid === m.pid && x.tid === m.tid && x.name === 'RunTask').length;
const main = mains.sort((a, b) => count(b) - count(a))[0];
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0].ts;
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN_MS ?? 50) * 1000);
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
  console.log(`${((task.ts - t0) / 1000).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(0).padStart(4)} ms: ${top}\n         self: ${fnsIn(task.ts, task.ts + task.dur)}${task.dur > 200_000 ? `\n  files: ${filesIn(task.ts, task.ts + task.dur)}\n  roots:\n${rootsIn(task.ts, task.ts + task.dur)}` : ''}`);
}
console.log('sum over 50 ms (throttled, observed):', tbt.toFixed(0));
