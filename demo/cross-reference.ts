/**
 * `web/get_cross_reference` of the demo backend (docs/backend-api.md): the parts of
 * demo/content/cross-reference.ts found by a query in any spelling (lib/cross-reference/part-number.ts),
 * one part by its number, what one product replaces, or all of them, in the language asked for.
 */
import type { z } from 'zod';
import type { CrossReferenceInput, CrossReferenceRequestSchema } from '@/lib/backend/cross-reference-types';
import type { KeySpec } from '@/lib/backend/types';
import { findParts, partKey } from '@/lib/cross-reference/part-number';
import { articlesIn, type DemoLanguage } from './content/catalog';
import { rawCrossReferences, VENDORS, type RawCrossReference } from './content/cross-reference';

type Request = z.output<typeof CrossReferenceRequestSchema>;

const productIn = (lang: DemoLanguage, id: number) => articlesIn[lang].find((article) => article.id === id)?.product ?? null;

function entry(raw: RawCrossReference, lang: DemoLanguage): CrossReferenceInput {
  const pick = ([zh, en]: [string, string]) => (lang === 'en' ? en : zh);
  const ours = (productIn(lang, raw.replaces[0]!.product)?.key_specs ?? []) as KeySpec[];
  const specs = ours.flatMap((spec): KeySpec[] => {
    const figure = raw.specs[spec.key];
    if (figure === undefined) return [];
    const value = figure === 'same' ? spec.value : typeof figure === 'number' ? figure : pick(figure);
    return [{ ...spec, value }];
  });
  return {
    part_number: raw.part,
    vendor: VENDORS[raw.vendor],
    description: pick(raw.description),
    package: raw.package,
    specs,
    updated_at: raw.updated,
    replacements: raw.replaces.map((replacement) => {
      const product = productIn(lang, replacement.product);
      return {
        product_id: replacement.product,
        part_number: product?.part_number ?? '',
        match: replacement.match,
        orderable_part: replacement.orderable === undefined ? '' : (product?.ordering?.[replacement.orderable]?.part_number ?? ''),
        differences: (replacement.differences ?? []).map(pick),
      };
    }),
  };
}

const byPart = (a: RawCrossReference, b: RawCrossReference) => partKey(a.part).localeCompare(partKey(b.part));

/** The parts a request asks for, in order. */
function chosen(request: Request): RawCrossReference[] {
  if (request.q !== undefined) return findParts(request.q, rawCrossReferences, (raw) => partKey(raw.part));
  if (request.part !== undefined) return rawCrossReferences.filter((raw) => partKey(raw.part) === partKey(request.part!));
  const all = [...rawCrossReferences].sort(byPart);
  return request.product_id === undefined ? all : all.filter((raw) => raw.replaces.some((item) => item.product === request.product_id));
}

export function crossReferences(lang: DemoLanguage, request: Request) {
  const found = chosen(request);
  const page = found.slice((request.page - 1) * request.page_size, request.page * request.page_size);
  return { total: found.length, list: page.map((raw) => entry(raw, lang)) };
}

/** The products that replace the parts a query finds, best first (the search's cross-reference hits). */
export function replacingProducts(query: string): number[] {
  const found = findParts(query, rawCrossReferences, (raw) => partKey(raw.part));
  return [...new Set(found.flatMap((raw) => raw.replaces.map((item) => item.product)))];
}
