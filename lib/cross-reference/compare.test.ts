import { compareFigures, comparePackage, NO_FIGURE } from './compare';

const spec = (key: string, value: number | string, unit = '') => ({ key, label: key.toUpperCase(), value, unit });

describe('their figures beside ours', () => {
  it('lines figures up by key in their order, marks those that differ, leaves unknown ones unmarked', () => {
    const rows = compareFigures(
      [spec('iout', 300, 'mA'), spec('noise', 7, 'µVrms'), spec('topology', 'LDO'), spec('fsw', 1, 'MHz')],
      [spec('topology', 'ldo'), spec('noise', 6, 'µVrms'), spec('iout', 300, 'mA')],
    );
    expect(rows).toEqual([
      { key: 'iout', label: 'IOUT', theirs: '300 mA', ours: '300 mA', differs: false },
      { key: 'noise', label: 'NOISE', theirs: '7 µVrms', ours: '6 µVrms', differs: true },
      { key: 'topology', label: 'TOPOLOGY', theirs: 'LDO', ours: 'ldo', differs: false },
      { key: 'fsw', label: 'FSW', theirs: '1 MHz', ours: NO_FIGURE, differs: false },
    ]);
  });

  it('takes the same number in another unit for a difference, and equal numbers in the same unit alike', () => {
    expect(compareFigures([spec('iout', 1, 'A')], [spec('iout', 1, 'mA')])[0]?.differs).toBe(true);
    expect(compareFigures([spec('rate', 0.1 + 0.2, 'kSPS')], [spec('rate', 0.3, 'kSPS')])[0]?.differs).toBe(false);
  });

  it("compares the package with our orderable part's, or any of ours, in any spelling", () => {
    const ordering = [
      { part_number: 'XY6201-DFN1X14R', package: 'DFN1x1-4' },
      { part_number: 'XY6201-SOT235T', package: 'SOT23-5' },
    ];
    expect(comparePackage('SOT-23-5', ordering, 'XY6201-SOT235T', 'Package')).toEqual({
      key: 'package',
      label: 'Package',
      theirs: 'SOT-23-5',
      ours: 'SOT23-5',
      differs: false,
    });
    expect(comparePackage('SOT23-5', ordering, 'XY6201-DFN1X14R', 'Package')?.differs).toBe(true);
    expect(comparePackage('SOT23-5', ordering, '', 'Package')).toMatchObject({ ours: 'DFN1x1-4 / SOT23-5', differs: false });
    expect(comparePackage('TO263-5', ordering, '', 'Package')?.differs).toBe(true);
    expect(comparePackage('TO263-5', [], '', 'Package')).toMatchObject({ ours: NO_FIGURE, differs: false });
    expect(comparePackage(' ', ordering, '', 'Package')).toBeNull();
  });
});
