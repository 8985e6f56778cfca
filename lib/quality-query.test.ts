import { parseQualityQuery, QUALITY_QUERY } from './quality-query';

describe('the /quality lookup address', () => {
  it('reads the part cleaned and bounded, the first of several, nothing else', () => {
    expect(parseQualityQuery(QUALITY_QUERY.read({ part: '  xy-6201   sot ', q: 'x' }))).toBe('xy-6201 sot');
    expect(parseQualityQuery(QUALITY_QUERY.read({ part: ['a', 'b'] }))).toBe('a');
    expect(parseQualityQuery(QUALITY_QUERY.read({}))).toBe('');
    expect(parseQualityQuery(QUALITY_QUERY.read({ part: 'X'.repeat(200) }))).toHaveLength(64);
  });
});
