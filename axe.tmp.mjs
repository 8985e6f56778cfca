import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const paths = process.argv.slice(3);
const width = Number(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width, height: 900 } });
for (const path of paths) {
  const page = await context.newPage();
  await page.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  console.log(
    path,
    violations.map(
      (v) =>
        `${v.id}(${v.impact},${v.nodes.length}): ${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
  );
  await page.close();
}
await browser.close();
