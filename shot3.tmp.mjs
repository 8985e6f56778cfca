import { chromium } from '@playwright/test';
const [, , path, out, width, aids, full] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
if (aids) await context.addInitScript((value) => localStorage.setItem('readingAids', value), aids);
const page = await context.newPage();
await page.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' });
if (process.env.OPEN) {
  await page.getByRole('button', { name: process.env.OPEN }).first().click();
  await page.waitForTimeout(500);
}
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
