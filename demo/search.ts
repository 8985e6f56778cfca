/**
 * `web/search` of the demo backend: MiniSearch over the listed articles of one language (products, news,
 * investor documents), read with the site's own tokenizer (lib/search/tokens.ts: part numbers in any
 * spelling, Chinese by word). Every word of the query must match, whole or as the start of a word; a
 * part number, title and filing number weigh more than the text, and the product whose part number is the
 * query comes first. Another vendor's part number (in any spelling) finds the products that replace it
 * (./cross-reference.ts), before anything else. The index is built on the first search of each language.
 */
import MiniSearch, { type SearchResult as Hit } from 'minisearch';
import type { CategoryType, SearchRequestSchema } from '@/lib/backend/types';
import { searchTokens } from '@/lib/search/tokens';
import type { z } from 'zod';
import { articlesIn, categoriesIn, type DemoArticle, type DemoLanguage } from './content/catalog';
import { summary } from './store';
import { replacingProducts } from './cross-reference';

type Indexed = {
  id: number;
  type: CategoryType;
  part_number: string;
  title: string;
  summary: string;
  body: string;
  specs: string;
  filing: string;
};

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

function indexed(article: DemoArticle, type: CategoryType): Indexed {
  const product = article.product;
  return {
    id: article.id,
    type,
    part_number: product?.part_number ?? '',
    title: article.title,
    summary: article.summary ?? '',
    body: stripTags(article.content ?? ''),
    specs: product
      ? [
          ...(product.key_specs ?? []).map((spec) => `${spec.label} ${spec.value} ${spec.unit ?? ''}`),
          ...(product.features ?? []),
          ...(product.applications ?? []),
        ].join(' ')
      : '',
    filing: article.announcement ? `${article.announcement.number ?? ''} ${article.announcement.subtype ?? ''}` : '',
  };
}

function buildIndex(lang: DemoLanguage) {
  const typeOf = new Map(categoriesIn[lang].map((category) => [category.id, category.type]));
  const listed = articlesIn[lang].filter((article) => article.access !== 'member');
  const index = new MiniSearch<Indexed>({
    fields: ['part_number', 'title', 'summary', 'body', 'specs', 'filing'],
    storeFields: ['type', 'part_number'],
    tokenize: searchTokens,
    processTerm: (term) => term,
    searchOptions: {
      boost: { part_number: 10, title: 4, filing: 3, summary: 2, specs: 1.5 },
      // Every word may be the start of a longer one: a suggestion after one character, a part-number prefix.
      prefix: true,
      combineWith: 'AND',
    },
  });
  index.addAll(listed.map((article) => indexed(article, typeOf.get(article.category_id) ?? 'news')));
  return { index, byId: new Map(listed.map((article) => [article.id, article])) };
}

const indexes: Partial<Record<DemoLanguage, ReturnType<typeof buildIndex>>> = {};

/** A search's answer, as docs/backend-api.md shapes it. */
export function searchArticles(lang: DemoLanguage, request: z.output<typeof SearchRequestSchema>) {
  const { index, byId } = (indexes[lang] ??= buildIndex(lang));
  const exact = searchTokens(request.q).join('');
  const hits: Hit[] = index.search(request.q, {
    filter: request.type ? (hit) => hit.type === request.type : undefined,
    boostDocument: (_id, _term, stored) => (stored?.part_number && (stored.part_number as string).toLowerCase() === exact ? 100 : 1),
  });
  // Another vendor's part number finds the products that replace it (docs/backend-api.md, `web/search`), first.
  const replacing =
    request.type === undefined || request.type === 'product' ? replacingProducts(request.q).filter((id) => byId.has(id)) : [];
  const found = [
    ...replacing.map((id) => ({ id, terms: [] as string[] })),
    ...hits.filter((hit) => !replacing.includes(hit.id as number)).map((hit) => ({ id: hit.id as number, terms: hit.terms })),
  ];
  const page = found.slice((request.page - 1) * request.page_size, request.page * request.page_size);
  return {
    total: found.length,
    list: page.map((hit) => summary(byId.get(hit.id)!)),
    terms: [...new Set(page.flatMap((hit) => hit.terms))],
  };
}
