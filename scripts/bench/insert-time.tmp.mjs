import puppeteer from 'puppeteer-core';
const base = 'http://127.0.0.1:3320';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
for (const variant of ['all', 'preloads-only', 'script-only']) {
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', (r) => (r.url().includes('auth-boot') ? r.respond({ status: 200, contentType: 'text/javascript', body: '' }) : r.continue()));
  await page.goto(`${base}/register-student`, { waitUntil: 'load' });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const ms = await page.evaluate((variant) => {
    const data = JSON.parse(document.getElementById('tutorhood-auth-boot').textContent);
    const tags = data.app.filter((t) => variant === 'all' || (variant === 'preloads-only' ? t.name === 'link' : t.name === 'script'));
    const t0 = performance.now();
    const fragment = document.createDocumentFragment();
    for (const tag of tags) { const el = document.createElement(tag.name); for (const [k, v] of Object.entries(tag.attributes)) el.setAttribute(k, v); fragment.appendChild(el); }
    document.head.appendChild(fragment);
    const t1 = performance.now();
    document.body.offsetHeight; // style+layout now
    return [t1 - t0, performance.now() - t1];
  }, variant);
  console.log(variant, 'insert', ms[0].toFixed(1), 'ms; forced style/layout after', ms[1].toFixed(1), 'ms (4x)');
  await page.close();
}
await browser.close();
