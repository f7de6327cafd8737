import { chromium } from 'playwright-core';
import { serve, SITE } from '/work/wt-pages/scripts/serve.mjs';
const server = await serve({ port: 0, site: process.env.DEV ? null : SITE });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of process.argv.slice(2)) for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cls = 0; window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__cls += e.value; window.__shifts.push([Math.round(e.startTime), e.value.toFixed(4), e.sources.map(s => s.node?.nodeName + '.' + (s.node?.className?.baseVal ?? s.node?.className) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)).slice(0,3)]); } }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(server.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 60000 });
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => [window.__cls, window.__shifts]);
  console.log(path, width, r[0].toFixed(4)); for (const s of r[1]) console.log('   ', JSON.stringify(s));
  await context.close();
}
await browser.close(); await server.close();
