'use client';
import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { MAX_QUERY_LENGTH } from '@/lib/search/tokens';
import type { SearchLabels } from './search-field.labels';
import type { ComboboxState } from './search-suggestions';
import styles from './search-form.module.css';

const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = dynamic(loadSuggestions, { ssr: false });

/**
 * The search field: an input named `q` (the form submits without script); its suggestions' code is
 * fetched on the first focus and the list lives in its own chunk (search-suggestions.tsx).
 */
export function SearchField({ id, labels, defaultValue }: { id: string; labels: SearchLabels; defaultValue: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  const listId = `${id}-suggestions`;
  return (
    <div className={styles.field}>
      <input
        ref={input}
        id={id}
        // text, not search: the combobox role is for text fields (the HTML standard's ARIA rules).
        type="text"
        inputMode="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={labels.placeholder}
        aria-label={labels.label}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={wanted ? listId : undefined}
        aria-expanded={combobox.expanded}
        aria-activedescendant={combobox.activeId}
        onFocus={() => setWanted(true)}
        onPointerEnter={() => void loadSuggestions().catch(() => undefined)}
      />
      {wanted ? <SearchSuggestions input={input} listId={listId} labels={labels} onChange={setCombobox} /> : null}
    </div>
  );
}
