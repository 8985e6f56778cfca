'use client';

import { useEffect, useState } from 'react';
import { COMPARE_FORM_ID, COMPARE_MAX } from './compare';
import type { CompareBarLabels } from './compare-bar.labels';
import styles from './product.module.css';

/**
 * The compare form's submit bar. The checkboxes live in the table rows (`form="compare-form"`), so without
 * JavaScript the form still submits and the compare page takes the first four. With JavaScript this island
 * counts the selection, disables further boxes at four, and keeps the button disabled until two are chosen.
 */
/** `action`: the compare page's address in the page's language. */
export function CompareBar({ labels, action }: { labels: CompareBarLabels; action: string }) {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][form="${COMPARE_FORM_ID}"]`)];
    const update = () => {
      const checked = boxes().filter((box) => box.checked).length;
      for (const box of boxes()) box.disabled = !box.checked && checked >= COMPARE_MAX;
      setCount(checked);
    };
    update();
    document.addEventListener('change', update);
    return () => document.removeEventListener('change', update);
  }, []);

  return (
    <form id={COMPARE_FORM_ID} action={action} method="get" className={styles.compareBar} aria-label={labels.form}>
      <button type="submit" className={styles.primaryButton} disabled={count !== null && count < 2}>
        {labels.submit}
      </button>
      {/* The hint (before JavaScript counts) and the count share one cell as wide as the hint, after the
          button: nothing moves when the count replaces the hint at hydration. */}
      <span className={styles.compareStatus}>
        <span className={count === null ? undefined : styles.spaceOnly}>{labels.hint}</span>
        <span role="status" aria-live="polite">
          {count === null ? '' : labels.selected.replace('{count}', String(count))}
        </span>
      </span>
    </form>
  );
}
