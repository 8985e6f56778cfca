/** @jest-environment node */
import { listHref, parseId, parseOptionalId, parsePage } from './params';

describe('URL parameters', () => {
  it.each(['1', '42', '2147483647'])('accepts the id %s', (value) => expect(parseId(value)).toBe(Number(value)));

  it.each(['0', '-1', '1.5', '01', '1e3', 'abc', '', '２', '2147483648', '99999999999', ' 1', '0x10'])('refuses the id %j', (value) => {
    expect(parseId(value)).toBeNull();
  });

  it('page: absent is 1, malformed is null', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    expect(parsePage('0')).toBeNull();
    expect(parsePage('10001')).toBeNull();
    expect(parseOptionalId(undefined)).toBeUndefined();
    expect(parseOptionalId('x')).toBeNull();
  });

  it('builds list URLs without default values', () => {
    expect(listHref('/news', undefined, 1)).toBe('/news');
    expect(listHref('/news', 21, 1)).toBe('/news?category=21');
    expect(listHref('/product', 11, 3)).toBe('/product?category=11&page=3');
    expect(listHref('/product', undefined, 2)).toBe('/product?page=2');
  });
});
