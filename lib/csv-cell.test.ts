import { csvCell } from './csv-cell';

describe('csvCell', () => {
  it.each(['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx', '\rx', '＝1+1', '＋1', '－cmd', '＠SUM(A1)'])('defuses formula text %j', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('keeps numbers, negative ones included, and plain text', () => {
    expect(csvCell(-97)).toBe(-97);
    expect(csvCell('LDO')).toBe('LDO');
  });
});
