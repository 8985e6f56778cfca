import type { ReactNode } from 'react';

/** A 24-unit line icon drawn in the text's colour at the text's size, hidden from screen readers (the control names itself). */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
