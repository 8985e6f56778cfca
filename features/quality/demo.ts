/**
 * `web/get_compliance` of the demo backend (docs/backend-api.md): every orderable part of a product, or
 * the orderable parts a part number finds in any spelling (the start of the number: `xy-6201` finds
 * XY6201's), with the quality data of demo/content/compliance.ts.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { QUALITY_CALLS, ComplianceRequestSchema, type ComplianceInput } from './contract';
import { partKey } from '@/lib/cross-reference/part-number';
import { rawProducts } from '@/demo/content/products';
import { articlesIn, type DemoLanguage } from '@/demo/content/catalog';
import { ok, withRequest, type Handler } from '@/demo/handler-kit';
import { AEC_Q100, FIT_CONDITIONS, fitOf, halogenFree, mslOf, QUALITY_FILES, QUALITY_TITLES } from '@/demo/content/compliance';

type Request = z.output<typeof ComplianceRequestSchema>;

const size = (file: string) => statSync(path.join(process.cwd(), 'demo', 'content', 'files', file)).size;
const file = (title: string, relative: string) => ({ title, url: `files/${relative}`, size: size(relative) });

/** Every orderable part of the catalogue with its quality data, in the language asked for. */
function allParts(lang: DemoLanguage): ComplianceInput[] {
  return rawProducts.flatMap((raw) => {
    const ordering = articlesIn[lang].find((article) => article.id === raw.id)?.product?.ordering ?? [];
    const aec = AEC_Q100[raw.id];
    return ordering.map((code) => ({
      part_number: code.part_number,
      product_id: raw.id,
      rohs: true,
      reach: true,
      halogen_free: halogenFree(code.package ?? ''),
      msl: mslOf(code.package ?? ''),
      reflow_peak_c: 260,
      ...(aec ? { aec_q100: aec } : {}),
      fit: fitOf(raw),
      fit_conditions: FIT_CONDITIONS[lang],
      qualification_report: file(QUALITY_TITLES.report(raw.pn)[lang], QUALITY_FILES.report(raw.pn)),
      certificates: [
        file(QUALITY_TITLES.declaration[lang], QUALITY_FILES.declaration(raw.category)),
        ...(aec ? [file(QUALITY_TITLES.aec(raw.pn)[lang], QUALITY_FILES.aec(raw.pn))] : []),
      ],
      updated_at: '2026-03-01',
    }));
  });
}

const cached: Partial<Record<DemoLanguage, ComplianceInput[]>> = {};

/** The parts a request asks for: a product's, those a part number starts, or all of them by part number. */
function chosen(parts: ComplianceInput[], request: Request): ComplianceInput[] {
  if (request.product_id !== undefined) return parts.filter((part) => part.product_id === request.product_id);
  if (request.part === undefined) return [...parts].sort((a, b) => partKey(a.part_number).localeCompare(partKey(b.part_number)));
  const key = partKey(request.part);
  return key ? parts.filter((part) => partKey(part.part_number).startsWith(key)) : [];
}

export function compliance(lang: DemoLanguage, request: Request) {
  const found = chosen((cached[lang] ??= allParts(lang)), request);
  return { total: found.length, list: found.slice((request.page - 1) * request.page_size, request.page * request.page_size) };
}

const call = QUALITY_CALLS.getCompliance.name;

/** The feature's call as the demo backend answers it. */
export const qualityHandlers = {
  [call]: withRequest(ComplianceRequestSchema, (request, { lang }) => ok(compliance(lang, request))),
} satisfies Record<typeof call, Handler>;
