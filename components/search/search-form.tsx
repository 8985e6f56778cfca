import type { SearchLabels } from './search-field.labels';
import { SearchField } from './search-field';
import { LineIcon } from '@/components/line-icon';
import styles from './search-form.module.css';

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

/**
 * A search form: a plain `<form action="/search">` that works without JavaScript, around the field whose
 * suggestions load on its first focus. `variant`: the header's (an icon that opens the field over the navigation), the drawer's, or the
 * page's own.
 */
export function SearchForm({
  labels,
  variant,
  defaultValue = '',
  id,
}: {
  labels: SearchLabels;
  variant: 'header' | 'drawer' | 'page';
  defaultValue?: string;
  id: string;
}) {
  return (
    // The page's own form is named apart from the header's: two search landmarks of one name are one too many.
    <form
      role="search"
      action={labels.action}
      method="get"
      className={`${styles.form} ${styles[variant]}`}
      aria-label={variant === 'page' ? labels.label : labels.submit}
    >
      {variant === 'header' ? (
        // The header's field opens over the navigation when focused (CSS :focus-within, no script): this
        // icon is its label, so pressing it focuses the field. The field is named by its own aria-label.
        <label htmlFor={id} className={styles.opener}>
          <SearchIcon />
        </label>
      ) : null}
      <SearchField id={id} labels={labels} defaultValue={defaultValue} />
      <button type="submit" className={styles.submit} aria-label={labels.submit}>
        <SearchIcon />
        {variant === 'page' ? <span>{labels.submit}</span> : null}
      </button>
    </form>
  );
}
