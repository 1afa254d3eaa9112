// temp: which commits React makes during a page load, with their priority and the topmost re-rendered components
import puppeteer from 'puppeteer-core';
const base = process.env.BASE_URL; const target = process.env.TARGET ?? '/register-student';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.evaluateOnNewDocument(() => {
  window.__commits = [];
  const nameOf = (f) => { const t = f.type; if (!t) return null; if (typeof t === 'string') return null; return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || null; };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root, priority) {
      const tops = []; let count = 0;
      const walk = (fiber, parentRendered) => {
        for (let f = fiber; f; f = f.sibling) {
          const rendered = (f.flags & 1) === 1 && f.alternate !== null;
          if (rendered) { count++; if (!parentRendered) tops.push(nameOf(f) ?? (typeof f.type === 'string' ? f.type : '?')); }
          if (f.child) walk(f.child, rendered || parentRendered);
        }
      };
      const t0 = performance.now();
      walk(root.current.child, false);
      window.__commits.push({ at: Math.round(t0), priority, count, tops: tops.slice(0, 6) });
    },
  };
});
await page.goto(`${base}${target}`, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1000));
for (const c of await page.evaluate(() => window.__commits)) console.log(c.at, 'priority', c.priority, 'updated fibers', c.count, 'from', c.tops.join(', '));
await browser.close();
