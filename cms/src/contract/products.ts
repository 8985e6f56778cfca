/**
 * The calls about products and their orderable parts (docs/backend-api.md): `web/get_compliance` (each part's
 * quality data, from its product's quality fields and its own row), `web/get_sample_options` (the parts offered as
 * samples, and how many of each), `web/get_change_notices`, `web/get_cross_reference`, `web/get_inventory` (the
 * distributors' offers), `web/get_documents` (the library) and `web/search` (../search/). All read published
 * products, in the language asked for (a product without it in the language it has).
 */
import { chinaInstant } from '../queues/working-days';
import type { Endpoint, Payload } from 'payload';
import { dayOf } from '../fields';
import { ARTICLES_KEPT_BY, categoryRows, inTheirLanguage, libraryDocs, libraryItem, LISTED, mediaByIds, type Article } from './catalog';
import { contentNow } from './clock';
import { treeOf } from './tree';
import { call, filePath, groupOf, ok, relId, rowsOf, textOf, type Lang } from './envelope';
import { partKey, partRank } from './part-number';
import { search } from '../search';
import { keptWhileUnchanged, stampOf } from './stamp';
import { BadField, int, str } from './request';

type Doc = Record<string, unknown>;

/** What of a product the parts' calls read (not its text and pictures): its parts and their quality data. */
const CATALOGUE = { title: true, category: true, product: { part_number: true, ordering: true, quality: true } } as const;
const catalogues = keptWhileUnchanged<Article[]>();

/** Every published product by id, with what `CATALOGUE` names, in the language asked for or the one it has. */
async function readCatalogue(payload: Payload, lang: Lang): Promise<Article[]> {
  const found = await payload.find({
    collection: 'articles',
    where: { and: [LISTED, { kind: { equals: 'product' } }] },
    locale: lang,
    fallbackLocale: false,
    depth: 1,
    sort: 'id',
    pagination: false,
    select: CATALOGUE,
    overrideAccess: true,
  });
  return (await inTheirLanguage(payload, found.docs as unknown as Article[], lang, 1, CATALOGUE)).map(({ doc }) => doc);
}

/**
 * Every published product with what the parts' calls read of it, in the language asked for, kept while the listed
 * articles and the files are unchanged: one read of every product per change, not one per call (a read of 2,000
 * products takes about a second: npm run cms:scale). `articles`: their stamp, when the caller has it already.
 */
async function allProducts(payload: Payload, lang: Lang, articles?: string): Promise<Article[]> {
  const stamps = await Promise.all([articles ?? stampOf(payload, 'articles', 'listed'), stampOf(payload, 'media')]);
  return catalogues(lang, stamps.join('/'), () => readCatalogue(payload, lang));
}

/** Some published products, from the catalogue (allProducts): one product's parts cost no read of its own. */
async function productsById(payload: Payload, lang: Lang, ids: number[]): Promise<Article[]> {
  return (await allProducts(payload, lang)).filter((product) => ids.includes(product.id));
}

/** A file the quality data links, with its size; none without a public file. */
function fileRef(title: unknown, file: unknown): { title: string; url: string; size: number } | null {
  const url = filePath(file);
  const media = groupOf(file);
  if (!url || media.members_only) return null;
  return { title: textOf(title) || textOf(media.filename), url, size: typeof media.filesize === 'number' ? media.filesize : 0 };
}

const statedOf = (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** Each orderable part of a product with its quality data. */
function partsOf(product: Article): Doc[] {
  const quality = groupOf(groupOf(product.product).quality);
  const report = groupOf(quality.report);
  const shared = {
    ...(textOf(quality.aec_q100) ? { aec_q100: textOf(quality.aec_q100) } : {}),
    ...(typeof quality.fit === 'number' ? { fit: quality.fit } : {}),
    ...(textOf(quality.fit_conditions) ? { fit_conditions: textOf(quality.fit_conditions) } : {}),
    qualification_report: fileRef(report.title, report.file),
    certificates: rowsOf(quality.certificates).flatMap((certificate) => fileRef(certificate.title, certificate.file) ?? []),
    ...(dayOf(quality.updated_at) ? { updated_at: dayOf(quality.updated_at) } : {}),
  };
  return rowsOf(groupOf(product.product).ordering).map((part) => {
    const stated = Object.fromEntries(
      (['rohs', 'reach', 'halogen_free'] as const).flatMap((name) => {
        const value = statedOf(part[name]);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    return {
      part_number: textOf(part.part_number),
      product_id: product.id,
      ...stated,
      ...(textOf(part.msl) ? { msl: textOf(part.msl) } : {}),
      ...(typeof part.reflow_peak_c === 'number' ? { reflow_peak_c: part.reflow_peak_c } : {}),
      ...shared,
    };
  });
}

async function compliance(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const productId = int(body, 'product_id', 1, Number.MAX_SAFE_INTEGER, null);
  const part = str(body, 'part', { max: 64 })?.trim();
  if (body.part !== undefined && !part) throw new BadField('part');
  if (productId !== undefined && part !== undefined) throw new BadField('part');
  const page = int(body, 'page', 1, 10_000, 1);
  const pageSize = int(body, 'page_size', 1, 50, 50);
  const products = productId !== undefined ? await productsById(payload, lang, [productId]) : await allProducts(payload, lang);
  let parts = products.flatMap(partsOf);
  if (part !== undefined) {
    const key = partKey(part);
    parts = key ? parts.filter((candidate) => partKey(String(candidate.part_number)).startsWith(key)) : [];
  } else if (productId === undefined) {
    parts.sort((a, b) => partKey(String(a.part_number)).localeCompare(partKey(String(b.part_number))));
  }
  return ok({ total: parts.length, list: parts.slice((page - 1) * pageSize, page * pageSize) });
}

/**
 * The statuses a part may be sampled in (in production or sampling): a part in development, not recommended for new
 * designs or ended is not offered, whatever its limit says.
 */
const SAMPLED = new Set(['mass_production', 'sampling']);

async function sampleOptions(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const productId = int(body, 'product_id', 1, Number.MAX_SAFE_INTEGER, null);
  const part = str(body, 'part', { max: 64 })?.trim();
  if ((productId === undefined) === (part === undefined)) throw new BadField('product_id');
  return ok({ list: await sampleOffers(payload, lang, productId !== undefined ? { productId } : { part: part! }) });
}

export type SampleOffer = { part_number: string; product_id: number; max_quantity: number };

/** The parts offered as samples: a product's, or the one orderable part of that number (any case). */
export async function sampleOffers(payload: Payload, lang: Lang, of: { productId: number } | { part: string }): Promise<SampleOffer[]> {
  const part = 'part' in of ? of.part.trim().toUpperCase() : undefined;
  const products =
    'productId' in of
      ? await productsById(payload, lang, [of.productId])
      : (await allProducts(payload, lang)).filter((product) =>
          rowsOf(groupOf(product.product).ordering).some((row) => textOf(row.part_number).toUpperCase() === part),
        );
  return products.flatMap((product) =>
    rowsOf(groupOf(product.product).ordering).flatMap((row) => {
      const partNumber = textOf(row.part_number);
      const max = row.sample_max;
      if (typeof max !== 'number' || !SAMPLED.has(textOf(row.status) || 'mass_production')) return [];
      if (part !== undefined && partNumber.toUpperCase() !== part) return [];
      return [{ part_number: partNumber, product_id: product.id, max_quantity: max }];
    }),
  );
}

/** A published product's part number, or null when there is no such product. */
export async function productPartNumber(payload: Payload, lang: Lang, id: number): Promise<string | null> {
  const [product] = await productsById(payload, lang, [id]);
  return product ? textOf(groupOf(product.product).part_number) || null : null;
}

const NOTICE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

async function changeNotices(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const number = str(body, 'number', { max: 40, pattern: NOTICE_NUMBER });
  const productId = int(body, 'product_id', 1, Number.MAX_SAFE_INTEGER, null);
  if (number !== undefined && productId !== undefined) throw new BadField('product_id');
  const categoryId = int(body, 'category_id', 1, Number.MAX_SAFE_INTEGER, null);
  const type = str(body, 'type', { max: 3, pattern: /^(pcn|pdn)$/ });
  const year = int(body, 'year', 1990, 2100, null);
  const page = int(body, 'page', 1, 10_000, 1);
  const pageSize = int(body, 'page_size', 1, 50, 20);

  const [found, products] = await Promise.all([
    // Not populated: the products it names are the catalogue's (allProducts), and only its document is read.
    payload.find({
      collection: 'change-notices',
      locale: lang,
      // A notice not written in English is shown in Chinese (it has no `lang`).
      fallbackLocale: 'zh',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    allProducts(payload, lang),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const documents = await mediaByIds(
    payload,
    (found.docs as unknown as Doc[]).map((notice) => relId(notice.document)),
    lang,
  );
  const notices = (found.docs as unknown as Doc[])
    .map((notice) => ({
      notice: { ...notice, document: documents.get(relId(notice.document) ?? 0) ?? null } as Doc,
      date: dayOf(notice.date),
      number: textOf(notice.number),
      products: rowsOf(notice.products).map(relId),
    }))
    .filter((entry) => entry.date && entry.number)
    .sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));
  const lines = categoryId === undefined ? null : new Set(treeOf(await categoryRows(payload, lang)).descendants(categoryId));
  const chosen = notices.filter((entry) => {
    if (number !== undefined) return entry.number.toLowerCase() === number.toLowerCase();
    if (productId !== undefined) return entry.products.includes(productId);
    return (
      (!lines || entry.products.some((id) => lines.has(relId(byId.get(id ?? 0)?.category) ?? 0))) &&
      (type === undefined || entry.notice.type === type) &&
      (year === undefined || entry.date.startsWith(`${year}-`))
    );
  });

  const noticeOf = ({ notice, date, number: noticeNumber, products: affected }: (typeof notices)[number]): Doc => {
    const successor = byId.get(relId(notice.replacement) ?? 0);
    const title = textOf(notice.title);
    const document = fileRef(`${noticeNumber} ${title}`, notice.document);
    return {
      number: noticeNumber,
      type: notice.type,
      title,
      date,
      effective_date: dayOf(notice.effective_date) || null,
      ...(dayOf(notice.last_time_buy) ? { last_time_buy: dayOf(notice.last_time_buy) } : {}),
      summary: textOf(notice.summary),
      parts: affected.flatMap((id) => {
        const product = byId.get(id ?? 0);
        if (!product) return [];
        return rowsOf(groupOf(product.product).ordering).map((part) => ({
          part_number: textOf(part.part_number),
          product_id: product.id,
          ...(successor ? { replacement: { part_number: textOf(groupOf(successor.product).part_number), product_id: successor.id } } : {}),
        }));
      }),
      ...(document ? { document } : {}),
    };
  };
  return ok({
    total: chosen.length,
    list: chosen.slice((page - 1) * pageSize, page * pageSize).map(noticeOf),
    years: [...new Set(notices.map((entry) => Number(entry.date.slice(0, 4))))].sort((a, b) => b - a),
  });
}

type ReferencedPart = { doc: Doc; key: string; replacements: (Doc & { product_id: number })[] };

/**
 * Every other vendor's part with its replacements by published products, in the language asked for: a replacement
 * by a product not published is left out, and a part with none left (docs/backend-api.md).
 */
const referenced = keptWhileUnchanged<ReferencedPart[]>();

/** `articles`: the listed articles' stamp, when the caller has it already. */
async function referencedParts(payload: Payload, lang: Lang, articles?: string): Promise<ReferencedPart[]> {
  const stamps = await Promise.all([stampOf(payload, 'cross-references'), articles ?? stampOf(payload, 'articles', 'listed')]);
  return referenced(lang, stamps.join('/'), () => readReferencedParts(payload, lang, stamps[1]));
}

async function readReferencedParts(payload: Payload, lang: Lang, articles: string): Promise<ReferencedPart[]> {
  const [found, products] = await Promise.all([
    payload.find({ collection: 'cross-references', locale: lang, fallbackLocale: 'zh', depth: 0, pagination: false, overrideAccess: true }),
    allProducts(payload, lang, articles),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return (found.docs as unknown as Doc[]).flatMap((doc) => {
    const replacements = rowsOf(doc.replacements).flatMap((replacement) => {
      const product = byId.get(relId(replacement.product) ?? 0);
      if (!product) return [];
      return [
        {
          product_id: product.id,
          part_number: textOf(groupOf(product.product).part_number),
          match: replacement.match,
          orderable_part: textOf(replacement.orderable_part),
          differences: rowsOf(replacement.differences).map((line) => textOf(line.text)),
        },
      ];
    });
    const key = partKey(textOf(doc.part_number));
    return replacements.length && key ? [{ doc, key, replacements }] : [];
  });
}

/** The parts a visitor's spelling finds, best first (then by key). */
function partsFound(parts: ReferencedPart[], query: string): ReferencedPart[] {
  const queryKey = partKey(query);
  return parts
    .map((entry) => ({ entry, rank: partRank(queryKey, entry.key) }))
    .filter((ranked): ranked is { entry: ReferencedPart; rank: number } => ranked.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.entry.key.localeCompare(b.entry.key))
    .map((ranked) => ranked.entry);
}

async function siteSearch(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const q = str(body, 'q', { max: 200 })?.trim();
  if (!q) throw new BadField('q');
  const type = str(body, 'type', { max: 8, pattern: /^(product|news|investor)$/ });
  const page = int(body, 'page', 1, 10_000, 1);
  const pageSize = int(body, 'page_size', 1, 50, 10);
  // Another vendor's part number finds the products that replace it, first.
  const articles = await stampOf(payload, 'articles', 'listed');
  const found = partsFound(await referencedParts(payload, lang, articles), q);
  const replacing = [...new Set(found.flatMap((entry) => entry.replacements.map((item) => item.product_id)))];
  return ok(await search(payload, lang, { q, type, page, page_size: pageSize }, replacing, articles));
}

async function crossReference(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const q = str(body, 'q', { max: 100 })?.trim();
  if (body.q !== undefined && !q) throw new BadField('q');
  const part = str(body, 'part', { max: 64 });
  const productId = int(body, 'product_id', 1, Number.MAX_SAFE_INTEGER, null);
  if ([q, part, productId].filter((given) => given !== undefined).length > 1) throw new BadField('q');
  const page = int(body, 'page', 1, 10_000, 1);
  const pageSize = int(body, 'page_size', 1, 50, 10);

  const parts = await referencedParts(payload, lang);
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  let chosen: ReferencedPart[];
  if (q !== undefined) chosen = partsFound(parts, q);
  else if (part !== undefined) chosen = parts.filter((entry) => entry.key === partKey(part));
  else
    chosen = [...parts]
      .sort(byKey)
      .filter((entry) => productId === undefined || entry.replacements.some((replacement) => replacement.product_id === productId));
  return ok({
    total: chosen.length,
    list: chosen.slice((page - 1) * pageSize, page * pageSize).map(({ doc, replacements }) => ({
      part_number: textOf(doc.part_number),
      vendor: textOf(doc.vendor),
      description: textOf(doc.description),
      package: textOf(doc.package),
      specs: rowsOf(doc.specs).map((spec) => ({
        key: textOf(spec.key),
        label: textOf(spec.label),
        value: typeof spec.number === 'number' ? spec.number : textOf(spec.text),
        unit: textOf(spec.unit),
      })),
      ...(dayOf(doc.checked_on) ? { updated_at: dayOf(doc.checked_on) } : {}),
      replacements,
    })),
  });
}

/** How long the figures may be shown when the operator has not said (docs/backend-api.md: 300 s). */
const DEFAULT_MAX_AGE = 300;

async function inventory(payload: Payload, body: Doc, lang: Lang, now: number): Promise<Response> {
  const productId = int(body, 'product_id', 1, Number.MAX_SAFE_INTEGER);
  const [settings, [product], offers] = await Promise.all([
    payload.findGlobal({ slug: 'where-to-buy', depth: 0, overrideAccess: true }),
    productsById(payload, lang, [productId]),
    payload.find({
      collection: 'offers',
      where: { product: { equals: productId } },
      locale: lang,
      fallbackLocale: 'zh',
      depth: 0,
      sort: 'id',
      pagination: false,
      overrideAccess: true,
    }),
  ]);
  const checked = (offers.docs as unknown as Doc[]).map((offer) => Date.parse(textOf(offer.checked_at))).filter((at) => !Number.isNaN(at));
  // The oldest figures shown say when the answer is true of; none dated: now.
  const asOf = checked.length ? Math.min(...checked) : now;
  const parts = product
    ? rowsOf(groupOf(product.product).ordering).map((row) => {
        const partNumber = textOf(row.part_number);
        return {
          part_number: partNumber,
          offers: (offers.docs as unknown as Doc[])
            .filter((offer) => offer.part_number === partNumber)
            .map((offer) => ({
              distributor: textOf(offer.distributor),
              stock: offer.stock,
              currency: textOf(offer.currency) || 'CNY',
              ...(typeof offer.moq === 'number' ? { moq: offer.moq } : {}),
              ...(typeof offer.lead_time_weeks === 'number' ? { lead_time_weeks: offer.lead_time_weeks } : {}),
              ...(textOf(offer.url) ? { url: textOf(offer.url) } : {}),
              price_breaks: rowsOf(offer.price_breaks).map((price) => ({ quantity: price.quantity, price: price.price })),
            })),
        };
      })
    : [];
  const maxAge = settings.max_age;
  return ok({
    as_of: chinaInstant(asOf),
    max_age: typeof maxAge === 'number' ? maxAge : DEFAULT_MAX_AGE,
    parts,
  });
}

/** Every word of the query is in the title, or is the start of a part number of the document's products (any spelling). */
export function documentMatches(title: string, partNumbers: string[], query: string): boolean {
  const lower = title.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every(
      (word) => lower.includes(word) || (partKey(word).length > 0 && partNumbers.some((part) => partKey(part).startsWith(partKey(word)))),
    );
}

const DOCUMENT_TYPE = /^[a-z_]{1,32}$/;
const libraries = keptWhileUnchanged<Doc[]>();

/** The whole library, in the language asked for, kept while it and the files are unchanged. */
async function allDocuments(payload: Payload, lang: Lang): Promise<Doc[]> {
  const stamps = await Promise.all([stampOf(payload, 'documents'), stampOf(payload, 'media')]);
  return libraries(lang, stamps.join('/'), () => libraryDocs(payload, lang));
}

async function documentLibrary(payload: Payload, body: Doc, lang: Lang): Promise<Response> {
  const q = str(body, 'q', { max: 100 })?.trim();
  if (body.q !== undefined && !q) throw new BadField('q');
  const type = str(body, 'type', { max: 32, pattern: DOCUMENT_TYPE });
  const categoryId = int(body, 'category_id', 1, Number.MAX_SAFE_INTEGER, null);
  const docLang = str(body, 'doc_lang', { max: 2, pattern: /^(zh|en)$/ });
  const page = int(body, 'page', 1, 10_000, 1);
  const pageSize = int(body, 'page_size', 1, 50, 20);

  const [library, products] = await Promise.all([allDocuments(payload, lang), allProducts(payload, lang)]);
  const partNumbers = new Map(products.map((product) => [product.id, textOf(groupOf(product.product).part_number)]));
  const categoryOf = new Map(products.map((product) => [product.id, relId(product.category)]));
  const lines = categoryId === undefined ? null : new Set(treeOf(await categoryRows(payload, lang)).descendants(categoryId));
  const chosen = library.flatMap((doc) => {
    const item = libraryItem(doc);
    if (!item) return [];
    const ids = rowsOf(doc.products)
      .map(relId)
      .filter((id): id is number => id !== null && partNumbers.has(id));
    const forProducts = ids.map((id) => ({ id, part_number: partNumbers.get(id)! }));
    if (type !== undefined && doc.type !== type) return [];
    if (lines && !ids.some((id) => lines.has(categoryOf.get(id) ?? 0))) return [];
    // A document without a language (a model, a CAD file) serves readers of either.
    if (docLang !== undefined && item.lang !== undefined && item.lang !== docLang) return [];
    if (
      q !== undefined &&
      !documentMatches(
        textOf(doc.title),
        forProducts.map((product) => product.part_number),
        q,
      )
    )
      return [];
    return [{ ...item, products: forProducts }];
  });
  return ok({ total: chosen.length, list: chosen.slice((page - 1) * pageSize, page * pageSize) });
}

export const PRODUCT_CALLS: Endpoint[] = [
  call('search', (body, lang, req) => siteSearch(req.payload, body, lang)),
  call('get_documents', (body, lang, req) => documentLibrary(req.payload, body, lang), [...ARTICLES_KEPT_BY, 'documents']),
  call('get_cross_reference', (body, lang, req) => crossReference(req.payload, body, lang)),
  call('get_inventory', (body, lang, req) => inventory(req.payload, body, lang, contentNow())),
  call('get_change_notices', (body, lang, req) => changeNotices(req.payload, body, lang), [...ARTICLES_KEPT_BY, 'change-notices']),
  call('get_compliance', (body, lang, req) => compliance(req.payload, body, lang), ARTICLES_KEPT_BY),
  call('get_sample_options', (body, lang, req) => sampleOptions(req.payload, body, lang)),
];
