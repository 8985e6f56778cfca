import type { ReactNode } from 'react';
import tableStyles from './table.module.css';

type Props = {
  /** The scrolling region's accessible name (a wide table scrolls on a phone, and the keyboard reaches it). */
  label: string;
  /** The table's own class, beside the shared one. */
  className?: string;
  /** A caption for screen readers. */
  caption?: string;
  /** The column headings, in order; null leaves a column out. */
  columns: readonly ReactNode[];
  /** The rows. */
  children: ReactNode;
  /** Marks the table for its tests and styles (`data-table`). */
  name?: string;
};

/** A table of figures or documents inside a region that scrolls sideways when the screen is narrower. */
export function DataTable({ label, className, caption, columns, children, name }: Props) {
  return (
    <div className={tableStyles.tableScroll} tabIndex={0} role="region" aria-label={label}>
      <table className={className ? `${tableStyles.table} ${className}` : tableStyles.table} {...(name ? { 'data-table': name } : {})}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) =>
              column === null ? null : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
