import { chromium } from '@playwright/test';
const [, , path, out, width] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, clip: { x: 0, y: 0, width: Number(width), height: 90 } });
await browser.close();
