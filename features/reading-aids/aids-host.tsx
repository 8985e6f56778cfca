'use client';
/**
 * Where the reading-aids toolbar opens, under the header on every page. Its code (./aids-toolbar.tsx) is
 * fetched when a button is first reached for or pressed; a page whose stored aids include the reading guide
 * fetches the guide's few lines once it is idle.
 */
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { whenIdle } from '@/lib/client/when-idle';
import type { AidsLabels } from './aids-host.labels';
import { setToolbarWarmer, useAidsOpen } from '@/components/reading-aids/aids-store';
import { loadToolbar, warmToolbar } from './aids-loader';

const Toolbar = dynamic(loadToolbar, { ssr: false });

export function AidsHost({ labels }: { labels: AidsLabels }) {
  const open = useAidsOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    // The header's and the drawer's buttons fetch the toolbar's code when first reached for.
    setToolbarWarmer(warmToolbar);
    // The head's script set them before the first paint; under `next dev` its nonce policy refuses that
    // script, and they are set here (a production build leaves this out).
    if (process.env.NODE_ENV === 'development')
      void import('@/lib/client/reading-aids').then((aids) => aids.applyAids(aids.loadAids(), document.documentElement));
    if (!document.documentElement.hasAttribute('data-guide')) return;
    return whenIdle(() => void import('./reading-guide').then((guide) => guide.startGuide()));
  }, []);

  return wanted ? <Toolbar labels={labels} open={open} /> : null;
}
