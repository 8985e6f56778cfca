/**
 * `web/search` (docs/backend-api.md): MiniSearch over the listed articles of one language (products, news,
 * investor documents; an article not written in that language in the one it has), read with ./tokens.ts. Every
 * word of the query must match, whole or as the start of a word; a part number, title and filing number weigh more
 * than the text, and the product whose part number is the query comes first. Another vendor's part number finds the
 * products that replace it (the cross-reference), before anything else.
 *
 * The index is kept in memory per language and made again when the listed articles change: each search first asks
 * the database how many there are and when the last changed (one indexed query), so every CMS process, on SQLite or
 * beside others on Postgres, answers from what is published now.
 */
import MiniSearch, { type SearchResult as Hit } from 'minisearch';
import type { Payload } from 'payload';
import { inTheirLanguage, kindNames, LISTED, SUMMARY, summariesOf, type Article } from '../contract/catalog';
import { relId, rowsOf, textOf, type Lang } from '../contract/envelope';
import { htmlOf } from '../contract/rich-text';
import { searchTokens } from './tokens';
import { keptWhileUnchanged, stampOf } from '../contract/stamp';

type Doc = Record<string, unknown>;
type Indexed = {
  id: number;
  type: string;
  part_number: string;
  title: string;
  summary: string;
  body: string;
  specs: string;
  filing: string;
};

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

function indexed(article: Article, kinds: Map<number, string>): Indexed {
  const product = (article.product ?? null) as Doc | null;
  const announcement = (article.announcement ?? null) as Doc | null;
  const kind = relId(announcement?.subtype);
  return {
    id: article.id,
    type: textOf(article.kind) || 'news',
    part_number: article.kind === 'product' ? textOf(product?.part_number) : '',
    title: textOf(article.title),
    summary: textOf(article.summary),
    body: stripTags(htmlOf(article.content)),
    specs:
      article.kind === 'product' && product
        ? [
            ...rowsOf(product.key_specs).map(
              (spec) => `${textOf(spec.label)} ${typeof spec.number === 'number' ? spec.number : textOf(spec.text)} ${textOf(spec.unit)}`,
            ),
            ...rowsOf(product.features).map((line) => textOf(line.text)),
            ...rowsOf(product.applications).map((line) => textOf(line.text)),
          ].join(' ')
        : '',
    filing:
      article.kind === 'investor' && announcement ? `${textOf(announcement.number)} ${kind === null ? '' : (kinds.get(kind) ?? '')}` : '',
  };
}

type Built = { index: MiniSearch<Indexed>; byId: Map<number, Article> };

async function build(payload: Payload, lang: Lang): Promise<Built> {
  const found = await payload.find({
    collection: 'articles',
    where: LISTED,
    locale: lang,
    fallbackLocale: false,
    depth: 0,
    // Oldest first: equally good matches come in the order they were written.
    sort: ['createdAt', 'id'],
    pagination: false,
    overrideAccess: true,
  });
  const [picked, kinds] = await Promise.all([
    inTheirLanguage(payload, found.docs as unknown as Article[], lang, 0),
    kindNames(payload, lang),
  ]);
  const index = new MiniSearch<Indexed>({
    fields: ['part_number', 'title', 'summary', 'body', 'specs', 'filing'],
    storeFields: ['type', 'part_number'],
    tokenize: searchTokens,
    processTerm: (term) => term,
    searchOptions: {
      boost: { part_number: 10, title: 4, filing: 3, summary: 2, specs: 1.5 },
      prefix: true,
      combineWith: 'AND',
    },
  });
  index.addAll(picked.map(({ doc }) => indexed(doc, kinds)));
  return { index, byId: new Map(picked.map(({ doc }) => [doc.id, doc])) };
}

const indexes = keptWhileUnchanged<Built>();

/**
 * The index of one language as the listed articles (`articles`, their stamp) and the kinds of investor documents
 * are now, and those kinds' names.
 */
async function indexOf(payload: Payload, lang: Lang, articles: string): Promise<Built & { kinds: Map<number, string> }> {
  const stamp = `${articles}/${await stampOf(payload, 'announcement-kinds')}`;
  const [built, kinds] = await Promise.all([
    indexes(lang, stamp, () => build(payload, lang)),
    kindsKept(lang, stamp, () => kindNames(payload, lang)),
  ]);
  return { ...built, kinds };
}

const kindsKept = keptWhileUnchanged<Map<number, string>>();

export type SearchRequest = { q: string; type?: string; page: number; page_size: number };

/**
 * A search's answer (`articles`: the listed articles' stamp, ../contract/stamp.ts): `replacing` are the products that replace another vendor's part the query names, best first
 * (they come first, when the search is not narrowed to another kind).
 */
export async function search(payload: Payload, lang: Lang, request: SearchRequest, replacing: number[], articles: string) {
  const { index, byId, kinds } = await indexOf(payload, lang, articles);
  const exact = searchTokens(request.q).join('');
  const hits: Hit[] = index.search(request.q, {
    filter: request.type ? (hit) => hit.type === request.type : undefined,
    boostDocument: (_id, _term, stored) => (stored?.part_number && String(stored.part_number).toLowerCase() === exact ? 100 : 1),
  });
  const first = request.type === undefined || request.type === 'product' ? replacing.filter((id) => byId.has(id)) : [];
  const found = [
    ...first.map((id) => ({ id, terms: [] as string[] })),
    ...hits.filter((hit) => !first.includes(hit.id as number)).map((hit) => ({ id: hit.id as number, terms: hit.terms })),
  ];
  const page = found.slice((request.page - 1) * request.page_size, request.page * request.page_size);
  // The page's articles as lists show them (with their products' documents), fetched again at depth 1.
  const docs = await payload.find({
    collection: 'articles',
    where: { id: { in: page.map((hit) => hit.id) } },
    locale: lang,
    fallbackLocale: false,
    depth: 1,
    pagination: false,
    select: SUMMARY,
    overrideAccess: true,
  });
  const byPage = new Map((docs.docs as unknown as Article[]).map((doc) => [doc.id, doc]));
  const ordered = page.flatMap((hit) => byPage.get(hit.id) ?? []);
  return {
    total: found.length,
    list: await summariesOf(payload, ordered, lang, kinds),
    terms: [...new Set(page.flatMap((hit) => hit.terms))],
  };
}
