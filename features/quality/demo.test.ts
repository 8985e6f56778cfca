/** @jest-environment node */
import { ComplianceListSchema, ComplianceRequestSchema } from './contract';
import { articlesIn } from '@/demo/content/catalog';
import { compliance } from './demo';

const ask = (request: object, lang: 'zh' | 'en' = 'zh') =>
  ComplianceListSchema.parse(compliance(lang, ComplianceRequestSchema.parse(request)));

describe('demo quality data (web/get_compliance)', () => {
  it('covers every orderable part of the catalogue, with its report and a declaration', () => {
    const orderable = articlesIn.zh.flatMap((article) => article.product?.ordering?.map((code) => code.part_number) ?? []);
    const all = [1, 2].flatMap((page) => ask({ page, page_size: 50 }).list);
    expect(all.map((item) => item.part_number).sort()).toEqual([...orderable].sort());
    for (const item of all) {
      expect(item).toMatchObject({ rohs: true, reach: true, reflow_peak_c: 260 });
      expect(item.qualification_report?.url).toMatch(/^\/api\/files\/docs\/quality\//);
      expect(item.certificates.length).toBeGreaterThan(0);
    }
    // Automotive parts carry their AEC-Q100 grade and its certificate; the others none.
    expect(all.filter((item) => item.aec_q100 !== null).map((item) => item.product_id)).toEqual(expect.arrayContaining([110, 108, 128]));
    expect(all.some((item) => item.halogen_free === false)).toBe(true);
  });

  it("answers a product's parts, and a part number in any spelling by its start", () => {
    expect(ask({ product_id: 101 }).list.map((item) => item.part_number)).toEqual(['XY6201-DFN1X14R', 'XY6201-SOT235T']);
    expect(ask({ part: 'xy-6201 sot' }).list.map((item) => item.part_number)).toEqual(['XY6201-SOT235T']);
    expect(ask({ part: 'ZZ99' }).total).toBe(0);
    expect(ask({ part: 'xy6218' }, 'en').list[0]).toMatchObject({ aec_q100: '1', fit_conditions: '55 °C, 60% confidence (JEDEC JESD85)' });
  });
});
