'use client';
/**
 * The search field's suggestions (ARIA combobox with a list box): after one character, the best few
 * products, news and documents from `web/search`, each marked where it matched, after the other vendors'
 * parts a part number finds (`web/get_cross_reference`, asked beside it; a backend without it adds none); up and down choose, Enter
 * opens the chosen one (or searches, with none chosen), Escape closes. Its own chunk, loaded on the
 * field's first focus (search-field.tsx). A failed, late or malformed answer shows nothing and no toast
 * (lib/search/suggestions.ts reads it).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { request } from '@/components/api';
import { CALLS } from '@/lib/backend/calls';
import { localePath, splitLocalePath } from '@/i18n/paths';
import { cleanQuery } from '@/lib/search/tokens';
import { wordsToMark } from '@/lib/search/highlight';
import { readSuggestions, SUGGESTION_COUNT, type Suggestion } from '@/lib/search/suggestions';
import { mayBePartNumber, PART_SUGGESTION_COUNT, readPartSuggestions } from '@/lib/cross-reference/suggestions';
import { MarkedText } from './marked-text';
import type { SearchLabels } from './search-field.labels';
import styles from './search-suggestions.module.css';

/** Typing pauses this long before a suggestion request. */
const DEBOUNCE_MS = 120;

type Shown = { query: string; items: Suggestion[]; words: string[] };

/** What the suggestions tell the field (ARIA combobox): whether its list is open, and the option chosen. */
export type ComboboxState = { expanded: boolean; activeId: string | undefined };

type Props = { input: RefObject<HTMLInputElement | null>; listId: string; labels: SearchLabels; onChange: (state: ComboboxState) => void };

export default function SearchSuggestions({ input, listId, labels, onChange }: Props) {
  const router = useRouter();
  const [shown, setShown] = useState<Shown | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const asked = useRef(0);
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && shown !== null && shown.items.length > 0;

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  // Only on a change: the field re-renders on each call, and so would this.
  useEffect(() => onChange({ expanded, activeId }), [expanded, activeId, onChange]);

  const go = ({ href, external }: Suggestion) => {
    setOpen(false);
    if (external) window.location.assign(href);
    else router.push(localePath(splitLocalePath(window.location.pathname).locale, href));
  };

  // Listens on the field itself: its markup is the server's, and the form submits without this code.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const suggest = () => {
      clearTimeout(timer);
      const query = cleanQuery(field.value);
      setOpen(true);
      setActive(-1);
      if (!query) return setShown(null);
      timer = setTimeout(() => {
        const ticket = ++asked.current;
        const parts = mayBePartNumber(query)
          ? request<unknown>(CALLS.getCrossReference, { q: query, page_size: PART_SUGGESTION_COUNT }, { quiet: true }).then(
              (answer) => readPartSuggestions(answer, PART_SUGGESTION_COUNT),
              () => [],
            )
          : Promise.resolve([]);
        const articles = request<unknown>(CALLS.search, { q: query, page_size: SUGGESTION_COUNT }, { quiet: true }).catch(() => null);
        void Promise.all([articles, parts]).then(([answer, partItems]) => {
          if (ticket !== asked.current) return; // a later keystroke's answer wins
          // A failed search shows nothing (no toast), unless other vendors' parts were found.
          if (answer === null && partItems.length === 0) return setShown(null);
          const { items, terms } = readSuggestions(answer, SUGGESTION_COUNT);
          setShown({ query, items: [...partItems, ...items].slice(0, SUGGESTION_COUNT), words: wordsToMark(query, terms) });
        });
      }, DEBOUNCE_MS);
    };
    const close = () => setOpen(false);
    field.addEventListener('input', suggest);
    field.addEventListener('blur', close);
    // The field may already hold text (the search page's own query, or typed before this code arrived).
    if (document.activeElement === field && field.value.trim()) suggest();
    return () => {
      clearTimeout(timer);
      field.removeEventListener('input', suggest);
      field.removeEventListener('blur', close);
    };
  }, [input]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => {
      const count = shown?.items.length ?? 0;
      if (event.key === 'Escape') {
        // First Escape closes the list alone (not the drawer around it); the next leaves the field (the
        // header's closes with it) and goes on to whatever else Escape closes.
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
        } else field.blur();
        setOpen(false);
        setActive(-1);
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          const next = current + step;
          return next >= count ? -1 : next < -1 ? count - 1 : next;
        });
      } else if (event.key === 'Enter' && expanded && active >= 0 && shown) {
        event.preventDefault();
        go(shown.items[active]!);
      }
    };
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  });

  return (
    <>
      <ul id={listId} role="listbox" aria-label={labels.suggestions} className={styles.suggestions} hidden={!expanded}>
        {shown?.items.map((item, index) => (
          <li
            key={item.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // Pressing an option must not blur the field first (which closes the list).
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
          >
            <span className={styles.suggestionType}>{labels.types[item.type]}</span>
            <span className={styles.suggestionTitle}>
              <MarkedText text={item.title} words={shown.words} />
            </span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && shown ? labels.counts[shown.items.length] : ''}
      </span>
    </>
  );
}
