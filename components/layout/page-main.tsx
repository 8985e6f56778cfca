import type { ReactNode } from 'react';

/**
 * The page's <main>. Home sits under the transparent header with no top padding; every other page is
 * padded by the header's 80 px (requirements §2, §9).
 */
export function PageMain({ home = false, children, className }: { home?: boolean; children: ReactNode; className?: string }) {
  return (
    <main id="main" className={`page-main ${home ? 'page-main--home' : ''} ${className ?? ''}`}>
      {children}
    </main>
  );
}
