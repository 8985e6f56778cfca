/** @jest-environment node */
import { mayBePartNumber, readPartSuggestions } from './suggestions';

describe("the search field's suggestions of other vendors' parts", () => {
  it('leads each part to its page, titled with what replaces it, one suggestion per page', () => {
    const items = readPartSuggestions(
      {
        list: [
          { part_number: 'NWP7A2033', vendor: 'Northwind Analog', replacements: [{ part_number: 'XY6201' }, { part_number: 'XY6205' }] },
          { part_number: 'nwp7a20-33', vendor: 'Other', replacements: [{ part_number: 'XY6201' }] },
          { part_number: 'LM358/NOPB', replacements: [{ part_number: 'XY3321' }, { part_number: 'XY3321' }] },
        ],
      },
      3,
    );
    expect(items).toEqual([
      {
        key: 'part-/product/cross-reference/NWP7A2033',
        title: 'NWP7A2033 → XY6201 / XY6205',
        type: 'crossReference',
        href: '/product/cross-reference/NWP7A2033',
        external: false,
      },
      {
        key: 'part-/product/cross-reference/NWP7A20-33',
        title: 'nwp7a20-33 → XY6201',
        type: 'crossReference',
        href: '/product/cross-reference/NWP7A20-33',
        external: false,
      },
      {
        key: 'part-/product/cross-reference/LM358-NOPB',
        title: 'LM358/NOPB → XY3321',
        type: 'crossReference',
        href: '/product/cross-reference/LM358-NOPB',
        external: false,
      },
    ]);
  });

  it('drops what is not a part with a replacement, reads a wrong shape as none, keeps at most the limit', () => {
    expect(
      readPartSuggestions(
        {
          list: [
            { part_number: '--', replacements: [{ part_number: 'XY1' }] },
            { part_number: 'AB12' },
            { part_number: 7 },
            'x',
            { part_number: 'CD34', replacements: [{ part_number: ' ' }] },
          ],
        },
        3,
      ),
    ).toEqual([]);
    for (const answer of [null, 'x', [], { list: {} }]) expect(readPartSuggestions(answer, 3)).toEqual([]);
    const many = {
      list: Array.from({ length: 9 }, (_, index) => ({ part_number: `PART${index}`, replacements: [{ part_number: 'XY1' }] })),
    };
    expect(readPartSuggestions(many, 3)).toHaveLength(3);
  });

  it('asks only for a query that could be a part number', () => {
    expect([mayBePartNumber('nwp7'), mayBePartNumber('n-w-p'), mayBePartNumber('电源管理芯片'), mayBePartNumber('XY-62')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});
