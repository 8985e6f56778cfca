'use client';
/**
 * The reading aids' button (无障碍): in the header on a wide screen, in the drawer on a narrow one. It opens
 * the toolbar, whose code comes with its first opening (features/reading-aids/aids-host.tsx); the button
 * itself is a few hundred bytes.
 */
import { LineIcon } from '@/components/line-icon';
import type { AidsButtonLabels } from './aids-button.labels';
import { setAidsOpen, TOOLBAR_ID, useAidsOpen, warmToolbar } from './aids-store';
import styles from './aids-button.module.css';

export function AidsButton({
  labels,
  className = '',
  iconOnly = false,
  onOpen,
}: {
  labels: AidsButtonLabels;
  className?: string;
  /** The word left to screen readers (the header), or shown beside the icon (the drawer). */
  iconOnly?: boolean;
  onOpen?: () => void;
}) {
  const open = useAidsOpen();
  return (
    <button
      type="button"
      className={`${styles.button} ${className}`}
      aria-expanded={open}
      aria-controls={open ? TOOLBAR_ID : undefined}
      onPointerEnter={warmToolbar}
      onFocus={warmToolbar}
      onClick={(event) => {
        onOpen?.();
        setAidsOpen(!open, event.currentTarget);
      }}
    >
      <LineIcon>
        <circle cx="12" cy="4.5" r="2" />
        <path d="M5 8.5l7 1.5 7-1.5M12 10v5M12 15l-3.5 6M12 15l3.5 6" />
      </LineIcon>
      <span className={iconOnly ? 'visually-hidden' : undefined}>{labels.open}</span>
    </button>
  );
}
