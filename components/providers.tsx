'use client';
/**
 * The one client providers file of the root layout: the texts of the page's language that the browser
 * needs outside islands (components/client-text.tsx); the top progress bar of client-side navigation
 * (nextjs-toploader: one document-level click listener starts it on internal links, the route change
 * finishes it; loaded in the browser only, on the visitor's first interaction). antd is not here: its
 * ConfigProvider wraps only the islands that render antd components, each loaded when needed
 * (components/antd-theme.tsx), and toasts load antd on the first toast (lib/client/lazy-toasts.ts), so no
 * page downloads antd's code on load.
 */
import { useEffect, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { onFirstInteraction } from '@/lib/client/on-first-interaction';
import { BRAND } from '@/lib/theme';
import { ClientTextProvider } from '@/components/client-text';
import type { ClientText } from '@/components/client-text.labels';

// In the browser only: the bar writes its own <style> element, which has no place in a page's <body>
// (the HTML standard allows <style> in <head> only; e2e/html-validity.spec.ts). It shows on navigations,
// which never come before hydration, so nothing is lost.
const NextTopLoader = dynamic(() => import('nextjs-toploader'), { ssr: false });

/**
 * The bar, once the visitor first moves, touches or types (issue 48): a link is reached that way, so its
 * script (3.4 KB compressed) stays out of every page's load and hydration. A pointer moving to a link, or the
 * Tab key, loads it before the click it is for (a screen reader's activation may come with no such event: that
 * first navigation shows no bar).
 */
function TopLoader() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstInteraction(() => setWanted(true)), []);
  return wanted ? <NextTopLoader color={BRAND.primary} height={3} showSpinner={false} shadow={false} /> : null;
}

export function Providers({ text, children }: { text: ClientText; children: ReactNode }) {
  return (
    <ClientTextProvider text={text}>
      {children}
      {/* After the page: its <style>, added on the first interaction, moves no element the visitor is on. */}
      <TopLoader />
    </ClientTextProvider>
  );
}
