/**
 * `web/search` (docs/backend-api.md): MiniSearch over the listed articles of one language (products, news,
 * investor documents; an article not written in that language in the one it has), read with ./tokens.ts. Every
 * word of the query must match, whole or as the start of a word; a part number, title and filing number weigh more
 * than the text, and the product whose part number is the query comes first. Another vendor's part number finds the
 * products that replace it (the cross-reference), before anything else.
 *
 * The index is kept in memory per language and brought up to date when the listed articles change: each search
 * first asks the database how many there are and when the last changed (one aggregate query), so every CMS process,
 * on SQLite or beside others on Postgres, answers from what is published now. An update reads only the articles that
 * changed; the whole index is made once per process, ahead of the first search (warmSearch, when Payload starts).
 */
import MiniSearch, { type SearchResult as Hit } from 'minisearch';
import type { Payload } from 'payload';
import { inTheirLanguage, kindNames, LISTED, summariesOf, type Article, type ListedRow } from '../contract/catalog';
import { relId, rowsOf, textOf, type Lang } from '../contract/envelope';
import { htmlOf } from '../contract/rich-text';
import { searchTokens } from './tokens';
import { drizzleOf, keptWhileUnchanged, listedSql, stampOf } from '../contract/stamp';

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

/** What the index reads of an article (not its files, parts or quality data). */
const INDEXED = {
  title: true,
  summary: true,
  content: true,
  kind: true,
  product: { part_number: true, key_specs: true, features: true, applications: true },
  announcement: { number: true, subtype: true },
} as const;

/** Articles are read for the index this many at a time. */
const CHUNK = 200;

/**
 * One language's index, and each listed article's version when it was read (`versions`, its `updatedAt`; one without
 * a title in either language is read but not indexed).
 */
type Built = { index: MiniSearch<Indexed>; versions: Map<number, string>; kindsStamp: string; kinds: Map<number, string> };

function emptyIndex(): MiniSearch<Indexed> {
  return new MiniSearch<Indexed>({
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
}

/** The listed articles' versions (`updatedAt`), oldest first: one query of two columns, not a read of the articles. */
async function listedVersions(payload: Payload): Promise<Map<number, string>> {
  const db = drizzleOf(payload);
  const table = db.tables.articles!;
  const rows = await db.drizzle
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(listedSql(table))
    .orderBy(table.createdAt, table.id);
  return new Map(rows.map((row) => [Number(row.id), String(row.updatedAt)]));
}

/**
 * The index brought up to date from the one before (none: made anew): the articles no longer listed, or changed, are
 * taken out; the new and the changed are read, `CHUNK` at a time, and put in. Oldest first on a new index, so that
 * equally good matches come in the order they were written. A change of the kinds of investor documents (their names
 * are indexed) makes it anew.
 */
async function refreshed(payload: Payload, lang: Lang, before: Built | null, kindsStamp: string): Promise<Built> {
  const kinds = await kindNames(payload, lang);
  const built: Built =
    before && before.kindsStamp === kindsStamp ? { ...before, kinds } : { index: emptyIndex(), versions: new Map(), kindsStamp, kinds };
  const listed = await listedVersions(payload);
  for (const [id, version] of built.versions) {
    if (listed.get(id) === version) continue;
    if (built.index.has(id)) built.index.discard(id);
    built.versions.delete(id);
  }
  const wanted = [...listed.keys()].filter((id) => !built.versions.has(id));
  for (let at = 0; at < wanted.length; at += CHUNK) {
    const ids = wanted.slice(at, at + CHUNK);
    const found = await payload.find({
      collection: 'articles',
      where: { and: [{ id: { in: ids } }, LISTED] },
      locale: lang,
      fallbackLocale: false,
      depth: 0,
      select: INDEXED,
      pagination: false,
      overrideAccess: true,
    });
    const picked = await inTheirLanguage(payload, found.docs as unknown as Article[], lang, 0, INDEXED);
    const byId = new Map(picked.map(({ doc }) => [doc.id, doc]));
    for (const id of ids) {
      built.versions.set(id, listed.get(id)!);
      const doc = byId.get(id);
      if (!doc) continue;
      built.index.add(indexed(doc, kinds));
    }
  }
  return built;
}

const indexes = keptWhileUnchanged<Built>();

/**
 * The index of one language as the listed articles (`articles`, their stamp) and the kinds of investor documents
 * are now. Brought up to date once per change, from the index before it (a failed update is not kept: the next
 * search starts again from nothing).
 */
async function indexOf(payload: Payload, lang: Lang, articles: string): Promise<Built> {
  const kindsStamp = await stampOf(payload, 'announcement-kinds');
  return indexes(lang, `${articles}/${kindsStamp}`, async (before) => refreshed(payload, lang, await before, kindsStamp));
}

/**
 * Starts making both languages' indexes in the background when Payload starts, so that the first searches do not
 * wait for them: made from nothing, they read every listed article (about a millisecond each: npm run cms:scale).
 */
export function warmSearch(payload: Payload): void {
  const began = performance.now();
  void stampOf(payload, 'articles', 'listed')
    .then((articles) => Promise.all((['zh', 'en'] as const).map((lang) => indexOf(payload, lang, articles))))
    .then(([zh, en]) =>
      payload.logger.info(
        `${SEARCH_WARMED}: ${zh.index.documentCount} articles in Chinese, ${en.index.documentCount} in English, in ${Math.round(performance.now() - began)} ms`,
      ),
    )
    .catch((error: unknown) => payload.logger.warn(`the search index was not made ahead: ${String(error)}`));
}

/** What the CMS's log says once warmSearch has made both indexes (scripts/cms-check.ts looks for it). */
export const SEARCH_WARMED = 'the search indexes are made, ahead of the first search';

export type SearchRequest = { q: string; type?: string; page: number; page_size: number };

/**
 * A search's answer (`articles`: the listed articles' stamp, ../contract/stamp.ts): `replacing` are the products that replace another vendor's part the query names, best first
 * (they come first, when the search is not narrowed to another kind).
 */
export async function search(payload: Payload, lang: Lang, request: SearchRequest, replacing: number[], articles: string) {
  const { index, kinds, versions } = await indexOf(payload, lang, articles);
  const exact = searchTokens(request.q).join('');
  const hits: Hit[] = index.search(request.q, {
    filter: request.type ? (hit) => hit.type === request.type : undefined,
    boostDocument: (_id, _term, stored) => (stored?.part_number && String(stored.part_number).toLowerCase() === exact ? 100 : 1),
  });
  const first = request.type === undefined || request.type === 'product' ? replacing.filter((id) => index.has(id)) : [];
  const found = [
    ...first.map((id) => ({ id, terms: [] as string[] })),
    ...hits.filter((hit) => !first.includes(hit.id as number)).map((hit) => ({ id: hit.id as number, terms: hit.terms })),
  ];
  const page = found.slice((request.page - 1) * request.page_size, request.page * request.page_size);
  // The page's articles as lists show them (with their products' documents), by when each last changed, which the
  // index knows.
  const ordered = page.map((hit): ListedRow => ({ id: hit.id, updatedAt: versions.get(hit.id) }));
  return {
    total: found.length,
    list: await summariesOf(payload, ordered, lang, kinds),
    terms: [...new Set(page.flatMap((hit) => hit.terms))],
  };
}
