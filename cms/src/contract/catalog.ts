/**
 * `web/get_category_info_by_id` and `web/get_article_info_by_id` (docs/backend-api.md): the category trees and the
 * articles in them, in the language asked for. An article without a title in that language is answered in the
 * language it has, marked with `lang` (most disclosure exists in Chinese only). Members-only articles are never
 * listed, and answer `-1000` to anyone who is not a signed-in member.
 */
import { LRUCache } from 'lru-cache';
import type { Endpoint, Payload, SelectType, Where } from 'payload';
import { chinaDayOf, dayOf } from '../fields';
import { call, filePath, ok, refuse, REFUSALS, relId, rowsOf, textOf, type Kept, type Lang } from './envelope';
import { bool, id as idField, int, str } from './request';
import { htmlOf } from './rich-text';
import { treeOf, type CategoryRow } from './tree';
import { memberFileUrl, previewFileUrl } from '../members/files';
import { memberOf } from '../members/session';
import { previewedId } from './preview';
import { listedPage, neighbours, newestOfKind } from './listed';
import { keptWhileUnchanged, stampOf } from './stamp';

type Doc = Record<string, unknown>;
export type Article = Doc & { id: number; title?: string | null; kind?: string; access?: string };

/** Published articles: a draft, or a publication scheduled for later, is no one's to see yet. */
const PUBLISHED: Where = { _status: { equals: 'published' } };
/** Articles that lists show: published, and not members-only (a members-only article is reached by its id only). */
export const LISTED: Where = { and: [PUBLISHED, { access: { not_equals: 'member' } }] };
const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');

/**
 * What an answer made of listed articles is kept by (envelope.ts: call): the articles and what they relate to
 * (kept.test.ts checks the closure).
 */
export const ARTICLES_KEPT_BY: Kept = ['articles', 'categories', 'announcement-kinds', 'media'];

/** One language's categories; a name not written in English is the Chinese one (a category has no `lang`). */
export async function categoryRows(payload: Payload, lang: Lang): Promise<CategoryRow[]> {
  return categoriesKept(lang, await stampOf(payload, 'categories'), () => readCategoryRows(payload, lang));
}
const categoriesKept = keptWhileUnchanged<CategoryRow[]>();

async function readCategoryRows(payload: Payload, lang: Lang): Promise<CategoryRow[]> {
  const found = await payload.find({
    collection: 'categories',
    locale: lang,
    fallbackLocale: 'zh',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return found.docs.map((doc) => ({
    id: doc.id,
    parent: relId(doc.parent),
    name: textOf(doc.name),
    slug: textOf(doc.slug),
    type: textOf(doc.type),
    description: textOf(doc.description),
    order: typeof doc.order === 'number' ? doc.order : 0,
  }));
}

/**
 * How many listed articles each category holds (not counting those below it): a count per category, kept while the
 * listed articles are unchanged (`articles`: their stamp). Never a read of the articles themselves: at a real
 * company's size (20,000 articles) that took seconds (npm run cms:scale).
 */
async function listedCounts(payload: Payload, categories: number[], articles: string): Promise<Map<number, number>> {
  return countsKept(categories.join(','), articles, async () => {
    const counts = await Promise.all(
      categories.map(async (category) => {
        const found = await payload.count({
          collection: 'articles',
          where: { and: [LISTED, { category: { equals: category } }] },
          overrideAccess: true,
        });
        return [category, found.totalDocs] as const;
      }),
    );
    return new Map(counts);
  });
}
const countsKept = keptWhileUnchanged<Map<number, number>>();

type Facets = { years: number[]; subtypes: number[] };

/**
 * The filter values present among the listed articles of some categories: years newest first, and the kinds of
 * investor documents by the newest article of each, newest first (as they appear in the list). Distinct values, not
 * the articles: a few small queries, kept while the listed articles are unchanged.
 */
async function facetsOf(payload: Payload, categories: number[], articles: string): Promise<Facets> {
  return facetsKept(categories.join(','), articles, async () => {
    const where: Where = { and: [{ category: { in: categories } }, LISTED] };
    const distinct = async (field: string) =>
      (await payload.findDistinct({ collection: 'articles', field, where, overrideAccess: true } as never)).values.map(
        (row) => (row as Record<string, unknown>)[field],
      );
    const [days, kinds] = await Promise.all([distinct('published_at'), distinct('announcement.subtype')]);
    const years = [...new Set(days.map((day) => Number(dayOf(day).slice(0, 4))).filter((year) => year > 0))].sort((a, b) => b - a);
    const newest = await Promise.all(
      kinds
        .map((kind) => relId(kind))
        .filter((kind): kind is number => kind !== null)
        .map(async (kind) => {
          // In SQL: Payload's read of one article's date loads all its arrays (160 ms on Postgres at 22,000 articles).
          const latest = await newestOfKind(payload, categories, kind);
          return { kind, at: latest?.at ?? '', id: latest?.id ?? 0 };
        }),
    );
    newest.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    return { years, subtypes: newest.map((entry) => entry.kind) };
  });
}
const facetsKept = keptWhileUnchanged<Facets>();

/** The kinds of investor documents by id, named in the language asked for (Chinese where English is missing). */
export async function kindNames(payload: Payload, lang: Lang): Promise<Map<number, string>> {
  return kindsKept(lang, await stampOf(payload, 'announcement-kinds'), () => readKindNames(payload, lang));
}
const kindsKept = keptWhileUnchanged<Map<number, string>>();

async function readKindNames(payload: Payload, lang: Lang): Promise<Map<number, string>> {
  const found = await payload.find({
    collection: 'announcement-kinds',
    locale: lang,
    fallbackLocale: 'zh',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return new Map(found.docs.map((doc) => [doc.id, textOf(doc.name)]));
}

type FileDoc = { path?: string; filesize?: number; mimeType?: string; filename?: string; members_only?: boolean };
const fileOf = (value: unknown): FileDoc | null => (typeof value === 'object' && value !== null ? (value as FileDoc) : null);

/** A public file's contract path; a members-only file has none (its address is made for a member). */
const publicPath = (value: unknown) => (fileOf(value)?.members_only ? '' : filePath(value));

/**
 * A document of the library as a product's `documents[]` lists it (docs/backend-api.md); none for a public document
 * without a public file. A members' document has no address: a member is handed one (`web/get_document_file`).
 */
export function libraryItem(doc: Doc): Doc | null {
  const file = fileOf(doc.file);
  const member = doc.access === 'member';
  if (!file || (!member && !publicPath(doc.file))) return null;
  return {
    id: doc.id,
    type: doc.type,
    title: textOf(doc.title),
    version: textOf(doc.version),
    date: dayOf(doc.date),
    size: file.filesize ?? 0,
    ...(member ? { access: 'member' } : { url: publicPath(doc.file) }),
    ...(doc.lang === 'zh' || doc.lang === 'en' ? { lang: doc.lang } : {}),
  };
}

/**
 * The library's documents (all, or those `where` picks), newest first, in the language asked for (Chinese where English
 * is missing), each with its file. The products a document is for are left as ids: populating them would read every
 * product of every document.
 */
export async function libraryDocs(payload: Payload, lang: Lang, where?: Where): Promise<Doc[]> {
  const found = await payload.find({
    collection: 'documents',
    ...(where ? { where } : {}),
    locale: lang,
    fallbackLocale: 'zh',
    depth: 0,
    pagination: false,
    sort: ['-date', 'id'],
    overrideAccess: true,
  });
  const docs = found.docs as unknown as Doc[];
  const files = await mediaByIds(
    payload,
    docs.map((doc) => relId(doc.file)),
    lang,
  );
  return docs.map((doc) => ({ ...doc, file: files.get(relId(doc.file) ?? 0) ?? null }));
}

/** Files by id, in the language asked for (Chinese where English is missing): one read, for what names them by id. */
export async function mediaByIds(payload: Payload, ids: (number | null)[], lang: Lang): Promise<Map<number, Doc>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const files = await payload.find({
    collection: 'media',
    where: { id: { in: wanted } },
    locale: lang,
    fallbackLocale: 'zh',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return new Map((files.docs as unknown as Doc[]).map((file) => [file.id as number, file]));
}

/** The library's documents of each product, newest first, in the language asked for. */
async function documentsOf(payload: Payload, productIds: number[], lang: Lang): Promise<Map<number, Doc[]>> {
  const byProduct = new Map<number, Doc[]>();
  if (productIds.length === 0) return byProduct;
  for (const doc of await libraryDocs(payload, lang, { products: { in: productIds } })) {
    const item = libraryItem(doc);
    if (!item) continue;
    for (const product of rowsOf<unknown>(doc.products)) {
      const productId = relId(product);
      if (productId !== null && productIds.includes(productId)) byProduct.set(productId, [...(byProduct.get(productId) ?? []), item]);
    }
  }
  return byProduct;
}

/** Where an answer links a file: its public path, or a sealed address (a member's, a previewed draft's). */
type FileUrl = (file: unknown) => string;

type Context = { lang: Lang; itemLang: Lang; kinds: Map<number, string>; documents: Map<number, Doc[]>; fileUrl?: FileUrl };

function productOf(article: Article, documents: Doc[], fileUrl: FileUrl): Doc {
  const product = (article.product ?? {}) as Doc;
  return {
    part_number: textOf(product.part_number),
    status: textOf(product.status) || 'mass_production',
    key_specs: rowsOf<Doc>(product.key_specs).map((spec) => ({
      key: textOf(spec.key),
      label: textOf(spec.label),
      value: typeof spec.number === 'number' ? spec.number : textOf(spec.text),
      unit: textOf(spec.unit),
    })),
    features: rowsOf<Doc>(product.features).map((line) => textOf(line.text)),
    applications: rowsOf<Doc>(product.applications).map((line) => textOf(line.text)),
    block_diagram: fileUrl(product.block_diagram),
    documents,
    ordering: rowsOf<Doc>(product.ordering).map((part) => ({
      part_number: textOf(part.part_number),
      package: textOf(part.package),
      temperature_range: textOf(part.temperature_range),
      packing: textOf(part.packing),
      status: textOf(part.status) || 'mass_production',
    })),
  };
}

function announcementOf(article: Article, kinds: Map<number, string>, pdfUrl: string): Doc {
  const announcement = (article.announcement ?? {}) as Doc;
  const kind = relId(announcement.subtype);
  return {
    number: textOf(announcement.number),
    type: textOf(announcement.type) || 'temporary',
    subtype: kind === null ? '' : (kinds.get(kind) ?? ''),
    pdf_url: pdfUrl,
    pdf_size: fileOf(announcement.pdf)?.filesize ?? 0,
    fiscal_year: typeof announcement.fiscal_year === 'number' ? announcement.fiscal_year : null,
  };
}

/** An article as lists show it (docs/backend-api.md: the article's fields without its text, files and neighbours). */
function summaryOf(article: Article, context: Context, pdfUrl?: string): Doc {
  const fileUrl = context.fileUrl ?? publicPath;
  const pdf = pdfUrl ?? fileUrl((article.announcement as Doc | undefined)?.pdf);
  return {
    id: article.id,
    category_id: relId(article.category),
    title: textOf(article.title),
    summary: textOf(article.summary),
    cover: fileUrl(article.cover),
    published_at: dayOf(article.published_at),
    updated_at: dayOf(article.revised_at) || chinaDayOf(article.updatedAt),
    seo_title: textOf(article.seo_title),
    seo_description: textOf(article.seo_description),
    seo_keywords: textOf(article.seo_keywords),
    product: article.kind === 'product' ? productOf(article, context.documents.get(article.id) ?? [], fileUrl) : null,
    announcement: article.kind === 'investor' ? announcementOf(article, context.kinds, pdf) : null,
    ...(context.itemLang !== context.lang ? { lang: context.itemLang } : {}),
  };
}

/**
 * Articles in the language asked for, each replaced by its other language's version when it has no title in this
 * one; an article with a title in neither is left out.
 */
export async function inTheirLanguage(
  payload: Payload,
  docs: Article[],
  lang: Lang,
  depth: number,
  select?: SelectType,
): Promise<{ doc: Article; itemLang: Lang }[]> {
  const missing = docs.filter((doc) => !doc.title).map((doc) => doc.id);
  const others = new Map<number, Article>();
  if (missing.length > 0) {
    const found = await payload.find({
      collection: 'articles',
      where: { and: [{ id: { in: missing } }, PUBLISHED] },
      locale: other(lang),
      fallbackLocale: false,
      depth,
      ...(select ? { select } : {}),
      pagination: false,
      overrideAccess: true,
    });
    for (const doc of found.docs as unknown as Article[]) if (doc.title) others.set(doc.id, doc);
  }
  return docs.flatMap((doc) => {
    if (doc.title) return [{ doc, itemLang: lang }];
    const found = others.get(doc.id);
    return found ? [{ doc: found, itemLang: other(lang) }] : [];
  });
}

/** What a list reads of an article: everything but its text (whose pictures would be loaded with it). */
const SUMMARY: SelectType = { content: false, attachments: false, product: { quality: false } };

/** An article as a list names it: its id, and when it last changed. */
export type ListedRow = { id: number; updatedAt?: unknown };

/**
 * Lists' articles as summaries (with their products' documents), in the order given; an article with a title in
 * neither language is left out. Each summary is kept per article and language while the article is unchanged (its
 * `updatedAt`, read with the list) and so are the names and files a summary carries (the kinds of documents, the
 * library, the files): reading a product with its specs and parts costs milliseconds, so a product line of 500
 * took a second on every view (npm run cms:scale). At most `SUMMARIES_KEPT` are kept, the least recently shown
 * dropped first; only articles that exist are kept, whatever a visitor asks.
 */
export async function summariesOf(payload: Payload, rows: ListedRow[], lang: Lang, kinds: Map<number, string>): Promise<Doc[]> {
  if (rows.length === 0) return [];
  const context = (
    await Promise.all([stampOf(payload, 'documents'), stampOf(payload, 'media'), stampOf(payload, 'announcement-kinds')])
  ).join('|');
  const stampOfRow = (row: ListedRow) => `${String(row.updatedAt ?? '')}|${context}`;
  const missing = rows.filter((row) => summariesKept.get(`${lang}:${row.id}`)?.stamp !== stampOfRow(row));
  if (missing.length > 0) {
    const found = await payload.find({
      collection: 'articles',
      where: { id: { in: missing.map((row) => row.id) } },
      locale: lang,
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      select: SUMMARY,
      overrideAccess: true,
    });
    const made = await summariesMade(payload, found.docs as unknown as Article[], lang, kinds);
    for (const row of missing) summariesKept.set(`${lang}:${row.id}`, { stamp: stampOfRow(row), summary: made.get(row.id) ?? null });
  }
  return rows.flatMap((row): Doc[] => {
    const summary = summariesKept.get(`${lang}:${row.id}`)?.summary;
    return summary ? [summary] : [];
  });
}
const SUMMARIES_KEPT = 20_000;
const summariesKept = new LRUCache<string, { stamp: string; summary: Doc | null }>({ max: SUMMARIES_KEPT });

/**
 * Summaries of articles read unpopulated (`depth: 0`): the files they name are read at once, the kinds of documents
 * are `kinds`, and a category is named by its id; populating each article would read each relation again.
 */
async function summariesMade(payload: Payload, docs: Article[], lang: Lang, kinds: Map<number, string>): Promise<Map<number, Doc>> {
  const picked = await inTheirLanguage(payload, docs, lang, 0, SUMMARY);
  const filesOf = (doc: Article) => {
    const product = (doc.product ?? {}) as Doc;
    const announcement = (doc.announcement ?? {}) as Doc;
    return [relId(doc.cover), relId(product.block_diagram), relId(announcement.pdf)];
  };
  const [files, documents] = await Promise.all([
    mediaByIds(
      payload,
      picked.flatMap(({ doc }) => filesOf(doc)),
      lang,
    ),
    documentsOf(
      payload,
      picked.filter(({ doc }) => doc.kind === 'product').map(({ doc }) => doc.id),
      lang,
    ),
  ]);
  const file = (value: unknown) => files.get(relId(value) ?? 0) ?? null;
  return new Map(
    picked.map(({ doc, itemLang }) => {
      const product = doc.product as Doc | null | undefined;
      const announcement = doc.announcement as Doc | null | undefined;
      const populated: Article = {
        ...doc,
        cover: file(doc.cover),
        ...(product ? { product: { ...product, block_diagram: file(product.block_diagram) } } : {}),
        ...(announcement ? { announcement: { ...announcement, pdf: file(announcement.pdf) } } : {}),
      };
      return [doc.id, summaryOf(populated, { lang, itemLang, kinds, documents })];
    }),
  );
}

async function categoryInfo(payload: Payload, body: Record<string, unknown>, lang: Lang): Promise<Response> {
  const id = idField(body);
  const page = int(body, 'page', 1, 10_000, 1);
  const pageSize = int(body, 'page_size', 1, 50, 10);
  const includeChildren = bool(body, 'include_children', true);
  const year = int(body, 'year', 1900, 2200, null);
  const subtype = str(body, 'subtype', { max: 32 });

  const tree = treeOf(await categoryRows(payload, lang));
  if (!tree.has(id)) return refuse(REFUSALS.noCategory[lang]);
  const categories = includeChildren ? tree.descendants(id) : [id];

  const kinds = await kindNames(payload, lang);
  const listed = await listedPage(
    payload,
    {
      categories,
      ...(year !== undefined ? { year } : {}),
      ...(subtype !== undefined ? { kinds: [...kinds].filter(([, name]) => name === subtype).map(([kind]) => kind) } : {}),
    },
    page,
    pageSize,
  );

  // The filters' values present before the filters apply, and the tree's counts.
  const articles = await stampOf(payload, 'articles', 'listed');
  const [facets, counts] = await Promise.all([facetsOf(payload, categories, articles), listedCounts(payload, tree.ids(), articles)]);
  const subtypes = facets.subtypes.flatMap((kind) => (kinds.get(kind) ? [kinds.get(kind)!] : []));

  return ok({
    category: tree.node(id, (category) => counts.get(category) ?? 0),
    path: tree.pathTo(id),
    articles: { list: await summariesOf(payload, listed.rows, lang, kinds), page, page_size: pageSize, total: listed.total },
    facets: { years: facets.years, subtypes: [...new Set(subtypes)] },
  });
}

/** The article asked for: as published, or, for the holder of a preview token of it, its latest draft. */
async function articleToShow(payload: Payload, id: number, lang: Lang, preview: string | null) {
  const draft = preview !== null;
  if (draft && previewedId(preview) !== id) return 'bad-preview' as const;
  const found = await payload.findByID({
    collection: 'articles',
    id,
    locale: lang,
    fallbackLocale: false,
    depth: 1,
    draft,
    overrideAccess: true,
    disableErrors: true,
  });
  if (!found || (!draft && found._status !== 'published')) return null;
  // A draft is previewed in the language it was opened in; a published article without it, in the one it has.
  if (draft) return found.title ? { doc: found as unknown as Article, itemLang: lang } : null;
  const [picked] = await inTheirLanguage(payload, [found as unknown as Article], lang, 1);
  return picked ?? null;
}

async function articleInfo(
  payload: Payload,
  body: Record<string, unknown>,
  lang: Lang,
  token: string | null,
  preview: string | null,
): Promise<Response> {
  const id = idField(body);
  const picked = await articleToShow(payload, id, lang, preview);
  if (picked === 'bad-preview') return refuse(REFUSALS.badPreview[lang]);
  if (!picked) return refuse(REFUSALS.noArticle[lang]);
  const { doc: article, itemLang } = picked;
  const member = article.access === 'member';
  if (member && preview === null && !(await memberOf(payload, token))) return refuse(REFUSALS.signIn[lang], -1000);

  const category = relId(article.category);
  const tree = treeOf(await categoryRows(payload, lang));
  const kinds = await kindNames(payload, lang);
  const documents = article.kind === 'product' ? await documentsOf(payload, [article.id], lang) : new Map<number, Doc[]>();

  // Neighbours in the category's newest-first list: `prev` the newer, `next` the older; a members-only article has none.
  const near = await neighbours(payload, { id: article.id, category, published_at: String(article.published_at), listed: !member });
  const refs = await summariesOf(
    payload,
    [...(near.prev ? [near.prev] : []), ...(near.next ? [near.next] : []), ...near.related],
    lang,
    kinds,
  );
  const refOf = (row: ListedRow | undefined) => {
    const summary = row && refs.find((candidate) => candidate.id === row.id);
    return summary ? { id: row.id, title: summary.title, ...(summary.lang ? { lang: summary.lang } : {}) } : null;
  };
  const prev = refOf(near.prev);
  const next = refOf(near.next);
  const related = near.related.flatMap((row) => refOf(row) ?? []);

  // A previewed draft's files are not at their public paths until it is published: its holder gets sealed addresses.
  const previewing = preview !== null;
  const fileUrl: FileUrl = previewing ? (file) => previewFileUrl(file) : publicPath;
  const pdf = (article.announcement as Doc | undefined)?.pdf;
  const pdfUrl = previewing ? previewFileUrl(pdf) : member ? memberFileUrl(pdf) : publicPath(pdf);
  return ok({
    ...summaryOf(article, { lang, itemLang, kinds, documents, fileUrl }, pdfUrl),
    content: previewing ? htmlOf(article.content, (file) => previewFileUrl(file)) : htmlOf(article.content),
    source: textOf(article.source),
    author: textOf(article.author),
    attachments: rowsOf<Doc>(article.attachments).flatMap((attachment) => {
      const file = fileOf(attachment.file);
      const url = previewing
        ? previewFileUrl(attachment.file)
        : member
          ? memberFileUrl(attachment.file) || publicPath(attachment.file)
          : publicPath(attachment.file);
      return file && url
        ? [{ name: textOf(attachment.name) || (file.filename ?? ''), url, size: file.filesize ?? 0, mime: file.mimeType ?? '' }]
        : [];
    }),
    category_path: category === null ? [] : tree.pathTo(category),
    prev: prev ?? null,
    next: next ?? null,
    related,
  });
}

export const CATALOG_CALLS: Endpoint[] = [
  call('get_category_info_by_id', (body, lang, req) => categoryInfo(req.payload, body, lang), [...ARTICLES_KEPT_BY, 'documents']),
  call('get_article_info_by_id', (body, lang, req) =>
    articleInfo(req.payload, body, lang, req.headers.get('token'), req.headers.get('preview')),
  ),
];
