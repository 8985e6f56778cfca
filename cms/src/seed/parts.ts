/**
 * The seed of what is looked up by part number: change notices, the cross-reference and the distributors' offers,
 * from the demo's content and answers in both languages (src/contract/products.ts answers them).
 */
import type { Payload } from 'payload';
import { dayValue } from '../fields';
import type { SeedContent } from './content';
import { Seeder } from './investor';
import { rowsOf } from '../contract/envelope';

type Doc = Record<string, unknown>;
const QUIET = { quiet: true };

function crossReferenceData(part: Doc): Doc {
  return {
    part_number: part.part_number,
    vendor: part.vendor,
    description: part.description ?? '',
    package: part.package ?? '',
    specs: rowsOf(part.specs).map((spec) => ({
      key: spec.key,
      label: spec.label,
      ...(typeof spec.value === 'number' ? { number: spec.value, text: '' } : { number: null, text: spec.value }),
      unit: spec.unit ?? '',
    })),
    checked_on: typeof part.updated_at === 'string' ? dayValue(part.updated_at) : null,
    replacements: rowsOf(part.replacements).map((replacement) => ({
      product: replacement.product_id,
      match: replacement.match,
      orderable_part: replacement.orderable_part ?? '',
      differences: ((replacement.differences as string[] | undefined) ?? []).map((text) => ({ text })),
    })),
  };
}

export async function seedParts(payload: Payload, content: SeedContent, files: Map<string, number>): Promise<string> {
  const seeder = new Seeder(payload, files);
  for (const notice of content.notices)
    await seeder.both('change-notices', {
      zh: {
        number: notice.number,
        type: notice.type,
        title: notice.title.zh,
        date: dayValue(notice.date),
        effective_date: notice.effective_date ? dayValue(notice.effective_date) : null,
        last_time_buy: notice.last_time_buy ? dayValue(notice.last_time_buy) : null,
        summary: notice.summary.zh,
        products: notice.products,
        replacement: notice.replacement ?? null,
        document: seeder.fileId(notice.document),
      },
      en: { title: notice.title.en, summary: notice.summary.en },
    });

  const { zh, en } = content.crossReferences;
  for (const [index, part] of zh.entries())
    await seeder.both('cross-references', { zh: crossReferenceData(part), en: crossReferenceData(en[index] ?? part) });

  let offers = 0;
  for (const [productId, answers] of Object.entries(content.inventory)) {
    for (const [partIndex, part] of rowsOf(answers.zh.parts).entries()) {
      const enOffers = rowsOf(rowsOf(answers.en.parts)[partIndex]?.offers);
      for (const [offerIndex, offer] of rowsOf(part.offers).entries()) {
        const data = (source: Doc) => ({
          product: Number(productId),
          part_number: part.part_number,
          distributor: source.distributor,
          stock: source.stock,
          currency: source.currency ?? 'CNY',
          moq: source.moq ?? null,
          lead_time_weeks: source.lead_time_weeks ?? null,
          url: source.url ?? '',
          price_breaks: rowsOf(source.price_breaks).map((price) => ({ quantity: price.quantity, price: price.price })),
        });
        await seeder.both('offers', { zh: data(offer), en: { distributor: (enOffers[offerIndex] ?? offer).distributor } });
        offers += 1;
      }
    }
  }
  const maxAge = Object.values(content.inventory)[0]?.zh.max_age;
  await payload.updateGlobal({
    slug: 'where-to-buy',
    data: { max_age: typeof maxAge === 'number' ? maxAge : 300 },
    overrideAccess: true,
    context: QUIET,
  });
  return `${content.notices.length} change notices, ${zh.length} cross-referenced parts, ${offers} distributor offers`;
}
