/**
 * The document library (issue 23): `web/get_documents` (every document, filtered, searched, paged) and
 * `web/get_document_file` (a members' document's address, for a signed-in member's token), as zod
 * schemas beside ./types.ts (docs/backend-api.md).
 */
import { z } from 'zod';
import { itemsOf } from './lenient';
import { DOCUMENT_TYPES, DocumentFieldsSchema, MEMBERS_DOCUMENT_NEEDS_ID, PAGE_SIZE_MAX, pageFields, withoutMembersUrl } from './types';
import { toApiUrl } from './media';

const id = z.number().int().positive();

/** A document of the library, with the products it is for. */
export const LibraryDocumentSchema = DocumentFieldsSchema.extend({
  products: itemsOf(z.object({ id, part_number: z.string().trim().min(1).max(64) }), 'products', 100).default([]),
})
  .transform(withoutMembersUrl)
  .refine(...MEMBERS_DOCUMENT_NEEDS_ID)
  .refine((doc) => doc.access === 'member' || doc.url !== '', { message: 'a path the site can link', path: ['url'] });
export type LibraryDocument = z.output<typeof LibraryDocumentSchema>;
export type LibraryDocumentInput = z.input<typeof LibraryDocumentSchema>;

export const DocumentLibrarySchema = z.object({
  total: z.number().int().min(0),
  list: itemsOf(LibraryDocumentSchema, 'list', PAGE_SIZE_MAX),
});
export type DocumentLibrary = z.output<typeof DocumentLibrarySchema>;

/** The languages a document may be written in (the library's filter). */
export const DOCUMENT_LANGUAGES = ['zh', 'en'] as const;

export const DocumentLibraryRequestSchema = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  /** A product category (a line, at any depth): documents of its products. */
  category_id: id.optional(),
  doc_lang: z.enum(DOCUMENT_LANGUAGES).optional(),
  ...pageFields(20),
});
export type DocumentLibraryRequest = z.input<typeof DocumentLibraryRequestSchema>;

export const DocumentFileRequestSchema = z.object({ id });

/** A members' document's address: a path under /api/ that is itself the permission, valid for minutes. */
export const DocumentFileSchema = z.object({
  url: z.string().transform(toApiUrl).pipe(z.string().min(1, 'a path the site can link')),
});
