/**
 * Quality and compliance (issue 23, item 5): each orderable part's RoHS, REACH, halogen-free, MSL,
 * AEC-Q100 and FIT on its product page with its reports; /quality with the policy, the certificates and a
 * lookup that works without JavaScript; a backend without the call.
 */
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';

test.describe('quality lookup without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['zh', 'en'] as const) {
    test(`a part number in any spelling finds its orderable parts' compliance (${lang})`, async ({ page }) => {
      const prefix = lang === 'en' ? '/en' : '';
      expect((await page.goto(`${SITE}${prefix}/quality`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Quality and Reliability' : '质量与可靠性');
      await page.getByLabel(lang === 'en' ? 'Orderable part or product number' : '订购型号或产品型号').fill('xy-6218');
      await page.getByRole('button', { name: lang === 'en' ? 'Look up' : '查询' }).click();
      await expect(page).toHaveURL(`${SITE}${prefix}/quality?part=xy-6218`);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'XY6218-SOT235R' }) });
      await expect(row.getByRole('cell')).toHaveText(
        lang === 'en'
          ? ['XY6218', 'Compliant', 'Compliant', 'Yes', 'Level 1 (260 °C)', 'Grade 1', /^\d/, /Qualification report/]
          : ['XY6218', '符合', '符合', '是', '1 级（260 °C）', '1 级', /^\d/, /认证报告/],
      );
      const report = row.getByRole('link').nth(1);
      expect((await page.request.get(`${SITE}${await report.getAttribute('href')}`)).headers()['content-type']).toContain(
        'application/pdf',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The certificates of the management systems, as the about page shows them.
      await expect(page.locator('#certificates')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});

test.describe('quality and compliance', () => {
  test('a product page lists each orderable part, a halogen-containing package marked, and leads to /quality @desktop', async ({
    page,
    request,
  }) => {
    await page.goto(`${SITE}/product/detail/110`);
    const section = page.locator('section', { has: page.locator('#quality') });
    await expect(section.getByRole('rowheader')).toHaveText(['XY6218-SOT235R', 'XY6218-HSOP8T']);
    await expect(section.getByRole('row').filter({ hasText: 'XY6218-HSOP8T' }).getByRole('cell').nth(2)).toHaveText('否');
    await expect(section.getByText(/^FIT：每 10⁹ 器件小时的失效数/)).toBeVisible();
    await section.getByRole('link', { name: '质量体系与证书 →' }).click();
    await expect(page).toHaveURL(`${SITE}/quality`);
    expect((await request.get(`${SITE}/quality?part=ZZ99`)).status()).toBe(200);
    expect(await (await request.get(`${SITE}/sitemap.xml`)).text()).toContain(`<loc>${SITE}/en/quality</loc>`);
  });
});

test.describe('a backend without quality data @shared', () => {
  test.afterEach(() => setFaults({}));

  test('product pages lose the section, /quality its lookup; without its page and certificates too, /quality is a 404', async ({
    request,
  }) => {
    await setFaults({ 'web/get_compliance': { status: 404 } });
    expect(await (await request.get(`${ALT_SITE}/product/detail/101`)).text()).not.toContain('id="quality"');
    const quality = await request.get(`${ALT_SITE}/quality`);
    expect(quality.status()).toBe(200);
    expect(await quality.text()).not.toContain('name="part"');
    await setFaults({
      'web/get_compliance': { status: 404 },
      'web/get_info_by_slug': { code: 0, msg: '页面不存在' },
      'web/get_company_profile': { code: 0, msg: '不存在' },
    });
    expect((await request.get(`${ALT_SITE}/quality`)).status()).toBe(404);
    expect(await (await request.get(`${ALT_SITE}/product`)).text()).not.toContain('href="/quality"');
  });
});
