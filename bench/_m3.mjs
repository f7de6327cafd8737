import { chromium } from 'playwright-core';
import { serve, SITE } from '../scripts/serve.mjs';
const server = await serve({ port: 0, site: process.env.DEV ? null : SITE });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const lat = Number(process.env.LAT ?? 150);
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errs.push(m.text()); });
  page.on('pageerror', (e) => errs.push(e.message));
  await page.addInitScript(() => {
    const define = CustomElementRegistry.prototype.define;
    CustomElementRegistry.prototype.define = function (...a) { window.__d0 = performance.now(); const r = define.apply(this, a); window.__d1 = performance.now(); return r; };
    const check = () => {
      if (window.__first) return;
      if ([...document.querySelectorAll('fen-board')].some((b) => b.state?.playable) || document.querySelector('#board .sq')) window.__first = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: lat, downloadThroughput: 180000, uploadThroughput: 84375 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url + path);
  await page.waitForFunction(() => window.__first, null, { timeout: 60000 });
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map(e => [e.name.split('/').slice(-2).join('/'), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize]));
  const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return [Math.round(n.responseEnd), n.transferSize]; });
  console.log(path, (await page.evaluate(() => window.__first)).toFixed(0), 'ms; define', await page.evaluate(() => [window.__d0, window.__d1].map(Math.round).join('-')), 'html', nav.join(' '), errs.join(' | '));
  for (const e of entries) console.log('   ', e.join('\t'));
  await context.close();
}
await browser.close(); await server.close();
