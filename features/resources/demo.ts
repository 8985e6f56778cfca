/**
 * `web/get_documents` and `web/get_document_file` of the demo backend (docs/backend-api.md): the library of
 * demo/content/documents.ts filtered by type, product category (at any depth) and language, searched by
 * title words and part numbers (any spelling), newest first; and a members' document's sealed address.
 */
import type { z } from 'zod';
import { DocumentLibraryRequestSchema, RESOURCES_CALLS } from './contract';
import { partKey } from '@/lib/cross-reference/part-number';
import { articlesIn, categoriesIn, libraryIn, type DemoDocument, type DemoLanguage } from '@/demo/content/catalog';
import { rawDocuments } from '@/demo/content/documents';
import { memberFileUrl } from '@/demo/member-files';
import { ok, withRequest, type Handler } from '@/demo/handler-kit';

type Request = z.output<typeof DocumentLibraryRequestSchema>;

/** The ids of a category and every category below it. */
function categoryAndBelow(lang: DemoLanguage, id: number): Set<number> {
  const ids = new Set([id]);
  for (let grown = true; grown;) {
    grown = false;
    for (const category of categoriesIn[lang]) {
      if (category.parent_id !== null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grown = true;
      }
    }
  }
  return ids;
}

/** Every word of the query is in the title, or is the start of a part number of the document's products. */
function matches(doc: DemoDocument, query: string): boolean {
  const title = doc.title.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every(
      (word) =>
        title.includes(word) ||
        (partKey(word).length > 0 && doc.products.some((product) => partKey(product.part_number).startsWith(partKey(word)))),
    );
}

export function documentLibrary(lang: DemoLanguage, request: Request) {
  const inCategory = request.category_id === undefined ? null : categoryAndBelow(lang, request.category_id);
  const productIds =
    inCategory === null
      ? null
      : new Set(articlesIn[lang].filter((article) => article.product && inCategory.has(article.category_id)).map((article) => article.id));
  const found = libraryIn(lang).filter(
    (doc) =>
      (request.type === undefined || doc.type === request.type) &&
      (productIds === null || doc.products.some((product) => productIds.has(product.id))) &&
      // A document without a language (a model, a CAD file) serves readers of any.
      (request.doc_lang === undefined || doc.lang === undefined || doc.lang === request.doc_lang) &&
      (request.q === undefined || matches(doc, request.q)),
  );
  return { total: found.length, list: found.slice((request.page - 1) * request.page_size, request.page * request.page_size) };
}

/** The sealed address of a members' document, or null for an unknown id or a public document. */
export function memberDocumentUrl(id: number, now = Date.now()): string | null {
  const doc = rawDocuments.find((candidate) => candidate.id === id && candidate.access === 'member');
  return doc ? memberFileUrl(doc.file, now) : null;
}

const call = RESOURCES_CALLS.getDocuments.name;

/** The feature's call as the demo backend answers it (a members' document's address: demo/backend.ts). */
export const resourcesHandlers = {
  [call]: withRequest(DocumentLibraryRequestSchema, (request, { lang }) => ok(documentLibrary(lang, request))),
} satisfies Record<typeof call, Handler>;
