/**
 * The other vendor's figures beside ours, row by row, each marked where the two differ. Pure. Rows follow
 * the other part's figures (what its datasheet states); ours is the spec of the same `key`, "—" when our
 * product has none (unknown, not marked). The package row compares the other part's package with our
 * orderable part's, or with any of ours when no orderable part is named.
 */
import type { KeySpec } from '@/lib/backend/types';
import { formatSpecValue } from '@/lib/format';
import { partKey } from './part-number';

export type FigureRow = { key: string; label: string; theirs: string; ours: string; differs: boolean };

/** Shown where our product states nothing. */
export const NO_FIGURE = '—';

function sameFigure(a: KeySpec, b: KeySpec): boolean {
  if (typeof a.value === 'number' && typeof b.value === 'number') {
    return a.unit === b.unit && Math.abs(a.value - b.value) <= 1e-9 * Math.max(Math.abs(a.value), Math.abs(b.value));
  }
  return formatSpecValue(a.value, a.unit).trim().toLowerCase() === formatSpecValue(b.value, b.unit).trim().toLowerCase();
}

export function compareFigures(theirs: readonly KeySpec[], ours: readonly KeySpec[]): FigureRow[] {
  const own = new Map(ours.map((spec) => [spec.key, spec]));
  return theirs.map((spec) => {
    const mine = own.get(spec.key);
    return {
      key: spec.key,
      label: spec.label,
      theirs: formatSpecValue(spec.value, spec.unit),
      ours: mine ? formatSpecValue(mine.value, mine.unit) : NO_FIGURE,
      differs: mine ? !sameFigure(spec, mine) : false,
    };
  });
}

/**
 * The package row: theirs against the package of our orderable part (or all of ours), the same when the
 * names agree but for spelling (`SOT23-5`, `SOT-23-5`); null when the other part names no package.
 */
export function comparePackage(
  theirs: string,
  ordering: readonly { part_number: string; package: string }[],
  orderablePart: string,
  label: string,
): FigureRow | null {
  if (!theirs.trim()) return null;
  const chosen = ordering.filter((code) => code.part_number === orderablePart);
  const packages = [...new Set((chosen.length > 0 ? chosen : ordering).map((code) => code.package).filter(Boolean))];
  return {
    key: 'package',
    label,
    theirs,
    ours: packages.length > 0 ? packages.join(' / ') : NO_FIGURE,
    differs: packages.length > 0 && !packages.some((name) => partKey(name) === partKey(theirs)),
  };
}
