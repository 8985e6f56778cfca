import { DocumentSchema } from '@/lib/backend/types';
import { LibraryDocumentSchema } from './contract';

const doc = { title: 'XY6201 数据手册', date: '2024-03-12', size: 927, url: 'files/docs/xy6201.pdf' };

describe('documents as the contract describes them', () => {
  it('reads an unknown type as other, a known one as it is, the language and access leniently', () => {
    expect(DocumentSchema.parse({ ...doc, type: 'spice_model' })).toMatchObject({ type: 'spice_model', access: 'public', lang: null });
    expect(DocumentSchema.parse({ ...doc, type: 'hologram', lang: 'fr', access: 'vip' })).toMatchObject({
      type: 'other',
      access: 'public',
      lang: null,
    });
    expect(DocumentSchema.parse({ ...doc, type: 'cad', lang: 'en' }).url).toBe('/api/files/docs/xy6201.pdf');
  });

  it("never keeps a members' document's address, and needs its id", () => {
    expect(DocumentSchema.parse({ ...doc, id: 7, type: 'reference_design', access: 'member' }).url).toBe('');
    expect(DocumentSchema.safeParse({ ...doc, type: 'reference_design', access: 'member' }).success).toBe(false);
  });

  it('lists a library document only with an address the site can link, or as a members’ one', () => {
    expect(LibraryDocumentSchema.safeParse({ ...doc, type: 'datasheet', url: 'https://elsewhere.example/x.pdf' }).success).toBe(false);
    expect(
      LibraryDocumentSchema.parse({ ...doc, id: 3, type: 'datasheet', products: [{ id: 101, part_number: 'XY6201' }, { id: 'x' }] })
        .products,
    ).toEqual([{ id: 101, part_number: 'XY6201' }]);
  });
});
