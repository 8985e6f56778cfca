/**
 * Demo quality and compliance data (issue 23): for every orderable part, RoHS, REACH, halogen-free, MSL,
 * AEC-Q100 grade where it applies, FIT, a qualification report per product and its certificates. Pure
 * data and rules (no file access), shared with the asset generator, which writes the reports.
 */
import { lineSlug } from './categories';
import type { RawProduct } from './products';

/** Automotive parts and their AEC-Q100 grade. */
export const AEC_Q100: Record<number, string> = { 110: '1', 108: '0', 128: '1' };

/** Packages of an older mould compound: not halogen-free. */
const NOT_HALOGEN_FREE = ['HSOP-8', 'LQFP-48'];

/** Moisture sensitivity by package family: leaded and wafer-level parts level 1, larger moulded ones level 3. */
export function mslOf(pkg: string): string {
  return /^(LGA|LQFP)/.test(pkg) ? '3' : '1';
}

export const halogenFree = (pkg: string) => !NOT_HALOGEN_FREE.includes(pkg);

/** FIT of a product (failures in 10⁹ hours at 55 °C, 60% confidence): a figure per product, kept stable. */
export const fitOf = (product: RawProduct) => Math.round(((product.id % 7) * 0.3 + 0.8) * 10) / 10;

export const FIT_CONDITIONS = { zh: '55 °C、60% 置信度（JEDEC JESD85）', en: '55 °C, 60% confidence (JEDEC JESD85)' };

/** Where the generated quality files live under demo/content/files. */
export const QUALITY_FILES = {
  report: (pn: string) => `docs/quality/${pn.toLowerCase()}-qualification.pdf`,
  aec: (pn: string) => `docs/quality/${pn.toLowerCase()}-aec-q100.pdf`,
  /** The product line's RoHS and REACH declaration (a document of the library too: ./documents.ts). */
  declaration: (category: number) => `docs/certificates/rohs-reach-${lineSlug(category)}.pdf`,
};

export const QUALITY_TITLES = {
  report: (pn: string) => ({ zh: `${pn} 可靠性认证报告`, en: `${pn} qualification report` }),
  aec: (pn: string) => ({ zh: `${pn} AEC-Q100 认证证书`, en: `${pn} AEC-Q100 certificate` }),
  declaration: { zh: 'RoHS 与 REACH 符合性声明', en: 'RoHS and REACH declaration' },
};
