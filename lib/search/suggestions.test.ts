/** @jest-environment node */
import { readSuggestions } from './suggestions';

describe('search suggestions from a raw answer', () => {
  it('leads each kind where the results page does, a PDF through /api/', () => {
    const { items, terms } = readSuggestions(
      {
        list: [
          { id: 101, title: 'XY6201 LDO', product: { part_number: 'XY6201' } },
          { id: 211, title: '业绩说明会' },
          { id: 301, title: '公告', announcement: { pdf_url: 'files/docs/ir/301.pdf' } },
          { id: 302, title: '无 PDF 的公告', announcement: {} },
        ],
        terms: ['xy6201', 7],
      },
      8,
    );
    expect(items.map(({ type, href, external }) => [type, href, external])).toEqual([
      ['product', '/product/detail/101', false],
      ['news', '/news/detail/211', false],
      ['investor', '/api/files/docs/ir/301.pdf', true],
      ['investor', '/investor', false],
    ]);
    expect(terms).toEqual(['xy6201']);
  });

  it('never leads elsewhere, and drops what is not an item', () => {
    const { items } = readSuggestions(
      {
        list: [
          { id: 1, title: 'a', announcement: { pdf_url: 'javascript:alert(1)' } },
          { id: 2, title: 'b', announcement: { pdf_url: 'https://evil.example/x.pdf' } },
          { id: '3', title: 'c' },
          { id: 4 },
          null,
          'x',
          { id: -5, title: 'e' },
        ],
      },
      8,
    );
    expect(items.map(({ key, href }) => [key, href])).toEqual([
      ['investor-1', '/investor'],
      ['investor-2', '/investor'],
    ]);
  });

  it('reads an answer of the wrong shape as no suggestions, and keeps at most the limit', () => {
    for (const answer of [null, 'x', [], { list: 'x' }, { list: {} }]) expect(readSuggestions(answer, 8)).toEqual({ items: [], terms: [] });
    expect(
      readSuggestions({ list: Array.from({ length: 20 }, (_, index) => ({ id: index + 1, title: String(index) })) }, 8).items,
    ).toHaveLength(8);
  });
});
