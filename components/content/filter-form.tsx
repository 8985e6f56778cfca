import type { ReactNode } from 'react';
import type { Category } from '@/lib/backend/types';
import { LocaleLink } from '@/components/locale-link';
import filters from './filters.module.css';

type FilterFormProps = {
  /** Where it is sent (GET, no script): the list page's address in the page's language. */
  action: string;
  label: string;
  applyLabel: string;
  /** While anything narrows the list: the way back to all of it. */
  reset?: { href: string; label: string };
  /** A search field comes first (wider than the choices). */
  withQuery?: boolean;
  children: ReactNode;
};

/** A list page's filter form: its fields, then "apply" and, while narrowed, "clear". */
export function FilterForm({ action, label, applyLabel, reset, withQuery, children }: FilterFormProps) {
  return (
    <form action={action} method="get" className={`${filters.filters} ${withQuery ? filters.withQuery : ''}`} aria-label={label}>
      {children}
      <div className={filters.actions}>
        <button type="submit" className={filters.apply}>
          {applyLabel}
        </button>
        {reset ? <LocaleLink href={reset.href}>{reset.label}</LocaleLink> : null}
      </div>
    </form>
  );
}

/**
 * One choice of a filter form, with "any" first: `value` is the address's (absent or empty: "any"), `choices`
 * the values offered and `labelOf` their names (the values themselves without it).
 */
export function ChoiceSelect<T extends string | number>(props: {
  name: string;
  label: string;
  anyLabel: string;
  value?: string | number;
  choices: readonly T[];
  labelOf?: (value: T) => string;
}) {
  const { name, label, anyLabel, value, choices, labelOf = (choice: T) => choice } = props;
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ? String(value) : ''}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The product-line choice of a filter form (`line`), with "any line" first. */
export function LineSelect({ lines, value, label, anyLabel }: { lines: Category[]; value?: number; label: string; anyLabel: string }) {
  const names = new Map(lines.map((line) => [line.id, line.name]));
  return (
    <ChoiceSelect
      name="line"
      label={label}
      anyLabel={anyLabel}
      value={value}
      choices={[...names.keys()]}
      labelOf={(id) => names.get(id)!}
    />
  );
}
