import { crossReferenceJsonLd } from './json-ld';

describe('a cross-reference page as schema.org data', () => {
  const part = {
    part_number: 'NWP7A20-33',
    vendor: 'Northwind Analog',
    description: '300 mA LDO',
    replacements: [{ product_id: 101, part_number: 'XY6201', title: 'XY6201 300 mA LDO' }],
  };

  it("names the other vendor's part, its maker, and each of ours with its address, in the page's language", () => {
    expect(crossReferenceJsonLd('https://example.com', 'en', part, 'Xingyuan')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'NWP7A20-33',
      mpn: 'NWP7A20-33',
      description: '300 mA LDO',
      manufacturer: { '@type': 'Organization', name: 'Northwind Analog' },
      url: 'https://example.com/en/product/cross-reference/NWP7A20-33',
      isSimilarTo: [
        {
          '@type': 'Product',
          name: 'XY6201 300 mA LDO',
          mpn: 'XY6201',
          url: 'https://example.com/en/product/detail/101',
          manufacturer: { '@type': 'Organization', name: 'Xingyuan' },
        },
      ],
    });
  });

  it('leaves out what the backend did not give', () => {
    const data = crossReferenceJsonLd('https://example.com', 'zh', { ...part, description: '' }, '');
    expect(data).not.toHaveProperty('description');
    expect(data.isSimilarTo).toEqual([expect.not.objectContaining({ manufacturer: expect.anything() })]);
    expect(data.url).toBe('https://example.com/product/cross-reference/NWP7A20-33');
  });
});
