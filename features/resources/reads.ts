/** The document library's reads: one page of it, narrowed as the visitor asked, and whether it holds anything. */
import 'server-only';
import { callBackend, holdsAny, languageRead, orAbsent } from '@/lib/backend/read';
import { DocumentLibrarySchema, RESOURCES_CALLS } from './contract';

/**
 * One page of the document library, newest first, narrowed by a query, type, product category and
 * document language; null when the backend has no library (code 0, HTTP 404).
 */
export const getDocumentLibrary = languageRead(
  (
    lang,
    q: string,
    type: string | undefined,
    categoryId: number | undefined,
    docLang: string | undefined,
    page: number,
    pageSize: number,
  ) =>
    orAbsent(
      callBackend(
        RESOURCES_CALLS.getDocuments,
        {
          lang,
          ...(q ? { q } : {}),
          ...(type ? { type } : {}),
          ...(categoryId ? { category_id: categoryId } : {}),
          ...(docLang ? { doc_lang: docLang } : {}),
          page,
          page_size: pageSize,
        },
        DocumentLibrarySchema,
      ),
    ),
);

/** Whether the backend has a document library with anything in it (pages link it only then); a fault reads as no. */
export const hasDocumentLibrary = languageRead((_lang) => holdsAny(getDocumentLibrary('', undefined, undefined, undefined, 1, 1)));
