/**
 * The document library (issue 23): `web/get_documents` (every document, filtered, searched, paged), as zod
 * schemas beside lib/backend/types.ts (docs/backend-api.md). A members' document's address
 * (`web/get_document_file`) is the core's: product pages link members' documents too.
 */
import { z } from 'zod';
import { defineCalls } from '@/lib/backend/call-spec';
import { itemsOf } from '@/lib/backend/lenient';
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  DocumentFieldsSchema,
  MEMBERS_DOCUMENT_NEEDS_ID,
  PAGE_SIZE_MAX,
  pageFields,
  withoutMembersUrl,
} from '@/lib/backend/types';

export const RESOURCES_CALLS = defineCalls({
  /** Every document, filtered, searched and paged: product content. */
  getDocuments: { name: 'web/get_documents', tags: ['product'] },
});

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

export const DocumentLibraryRequestSchema = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  /** A product category (a line, at any depth): documents of its products. */
  category_id: id.optional(),
  doc_lang: z.enum(DOCUMENT_LANGUAGES).optional(),
  ...pageFields(20),
});
export type DocumentLibraryRequest = z.input<typeof DocumentLibraryRequestSchema>;
