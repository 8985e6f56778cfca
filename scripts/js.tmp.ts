import { chromium } from 'playwright';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const path of process.argv.slice(2)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const sizes: Promise<[string, number]>[] = [];
    page.on('requestfinished', (r) => { if (r.resourceType() === 'script') sizes.push(r.sizes().then((s) => [r.url().replace(/.*\//, ''), s.responseBodySize])); });
    await page.goto('http://127.0.0.1:4700' + path, { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    console.log(path, (all.reduce((a, [, b]) => a + b, 0) / 1024).toFixed(1), all.map(([u, b]) => `${u}:${(b / 1024).toFixed(1)}`).join(' '));
    await context.close();
  }
  await browser.close();
})();
