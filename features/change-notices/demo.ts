/**
 * `web/get_change_notices` of the demo backend (docs/backend-api.md): the notices of
 * demo/content/change-notices.ts, by number, by product, or all of them narrowed by product line, type
 * and year, newest first, paged, with the years that have notices.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { NOTICE_CALLS, ChangeNoticeRequestSchema, type ChangeNoticeInput } from './contract';
import { rawProducts } from '@/demo/content/products';
import { articlesIn, type DemoLanguage } from '@/demo/content/catalog';
import { CHANNELS } from '@/demo/content/site';
import { noticeFile, rawNotices, type RawNotice } from '@/demo/content/change-notices';
import { ok, withRequest, type Handler } from '@/demo/handler-kit';

type Request = z.output<typeof ChangeNoticeRequestSchema>;

const size = (file: string) => statSync(path.join(process.cwd(), 'demo', 'content', 'files', file)).size;

function partsOf(productId: number, lang: DemoLanguage): string[] {
  return articlesIn[lang].find((article) => article.id === productId)?.product?.ordering?.map((code) => code.part_number) ?? [];
}

function notice(raw: RawNotice, lang: DemoLanguage): ChangeNoticeInput {
  const successor = raw.replacement === undefined ? undefined : rawProducts.find((product) => product.id === raw.replacement);
  return {
    number: raw.number,
    type: raw.type,
    title: raw.title[lang],
    date: raw.date,
    effective_date: raw.effective_date,
    ...(raw.last_time_buy ? { last_time_buy: raw.last_time_buy } : {}),
    summary: raw.summary[lang],
    parts: raw.products.flatMap((productId) =>
      partsOf(productId, lang).map((partNumber) => ({
        part_number: partNumber,
        product_id: productId,
        ...(successor ? { replacement: { part_number: successor.pn, product_id: successor.id } } : {}),
      })),
    ),
    document: { title: `${raw.number} ${raw.title[lang]}`, url: `files/${noticeFile(raw.number)}`, size: size(noticeFile(raw.number)) },
  };
}

/** Whether a notice affects a product of the category (the product channel, or the product's line). */
function inCategory(raw: RawNotice, categoryId: number): boolean {
  return (
    categoryId === CHANNELS.product || raw.products.some((id) => rawProducts.find((product) => product.id === id)?.category === categoryId)
  );
}

function chosen(request: Request): RawNotice[] {
  const newest = [...rawNotices].sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));
  if (request.number !== undefined) return newest.filter((raw) => raw.number.toLowerCase() === request.number!.toLowerCase());
  if (request.product_id !== undefined) return newest.filter((raw) => raw.products.includes(request.product_id!));
  return newest.filter(
    (raw) =>
      (request.category_id === undefined || inCategory(raw, request.category_id)) &&
      (request.type === undefined || raw.type === request.type) &&
      (request.year === undefined || raw.date.startsWith(`${request.year}-`)),
  );
}

export function changeNotices(lang: DemoLanguage, request: Request) {
  const found = chosen(request);
  return {
    total: found.length,
    list: found.slice((request.page - 1) * request.page_size, request.page * request.page_size).map((raw) => notice(raw, lang)),
    years: [...new Set(rawNotices.map((raw) => Number(raw.date.slice(0, 4))))].sort((a, b) => b - a),
  };
}

/** The feature's calls as the demo backend answers them. */
export const noticeHandlers = {
  [NOTICE_CALLS.getChangeNotices.name]: withRequest(ChangeNoticeRequestSchema, (request, { lang }) => ok(changeNotices(lang, request))),
} satisfies Record<(typeof NOTICE_CALLS)[keyof typeof NOTICE_CALLS]['name'], Handler>;
