/** @jest-environment node */
import { DocumentLibraryRequestSchema, DocumentLibrarySchema, type DocumentLibraryRequest } from './contract';
import { DOCUMENT_TYPES } from '@/lib/backend/types';
import { CALLS } from '@/features';
import { handleDemoRequest } from '@/demo/backend';
import { issueToken } from '@/demo/auth';
import { documentLibrary } from './demo';

const ask = (request: DocumentLibraryRequest, lang: 'zh' | 'en' = 'zh') =>
  DocumentLibrarySchema.parse(documentLibrary(lang, DocumentLibraryRequestSchema.parse(request)));

async function call(payload: unknown, token?: string) {
  const response = await handleDemoRequest(
    new Request(`http://demo.test/api/${CALLS.getDocumentFile}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(payload),
    }),
  );
  return (await response.json()) as { code: number; data: { url: string } | null };
}

describe('demo document library (web/get_documents, web/get_document_file)', () => {
  const all = ask({ page_size: 50 });

  it('holds every document type but "other", newest first, every public file at an address that answers', async () => {
    const everything = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((page) => ask({ page, page_size: 50 }).list);
    expect(everything).toHaveLength(all.total);
    expect(new Set(everything.map((doc) => doc.type))).toEqual(new Set(DOCUMENT_TYPES.filter((type) => type !== 'other')));
    const dates = everything.map((doc) => doc.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const doc of everything.filter((item) => item.access === 'public')) {
      const response = await handleDemoRequest(new Request(`http://demo.test${doc.url}`, { method: 'HEAD' }));
      expect([doc.url, response.status]).toEqual([doc.url, 200]);
    }
  });

  it('gives every document an id of its own (web/get_document_file asks by it)', () => {
    const everything = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((page) => ask({ page, page_size: 50 }).list);
    const ids = everything.map((doc) => doc.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('narrows by type, product line, language and a part number or words', () => {
    expect(ask({ type: 'spice_model', page_size: 50 }).list.every((doc) => doc.type === 'spice_model')).toBe(true);
    const wireless = ask({ category_id: 13, page_size: 50 }).list;
    expect(wireless.length).toBeGreaterThan(0);
    for (const doc of wireless) expect(doc.products.some((product) => product.part_number.startsWith('XY5'))).toBe(true);
    // Chinese: none of the demo's PDFs (their text is English), but the language-free models and CAD files.
    expect(ask({ doc_lang: 'zh', page_size: 50 }).list.every((doc) => doc.lang === null)).toBe(true);
    expect(ask({ q: 'xy-6201', type: 'cad' }).list.map((doc) => doc.title)).toEqual([
      'XY6201 原理图符号（KiCad）',
      'XY6201 PCB 封装 DFN1x1-4（KiCad）',
    ]);
    expect(ask({ q: 'SPICE', page_size: 50 }, 'en').list.every((doc) => doc.type === 'spice_model')).toBe(true);
  });

  it("gives a members' document's sealed address to a member only, never to a guess", async () => {
    const member =
      all.list.find((doc) => doc.access === 'member') ??
      ask({ type: 'reference_design', page_size: 50 }).list.find((doc) => doc.access === 'member');
    expect(member?.url).toBe('');
    const id = member!.id!;
    expect((await call({ id })).code).toBe(-1000);
    const { token } = issueToken({ id: 1, username: 'investor', nickname: '', email: '', version: 0 });
    const answer = await call({ id }, token);
    expect(answer.code).toBe(1);
    const file = await handleDemoRequest(new Request(`http://demo.test/api/${answer.data!.url}`));
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    // A public document, or one that does not exist, has no members' address.
    const publicDoc = all.list.find((doc) => doc.access === 'public')!;
    expect((await call({ id: publicDoc.id }, token)).code).toBe(0);
    expect((await call({ id: 4_000_000 }, token)).code).toBe(0);
  });
});
