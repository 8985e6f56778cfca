'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/lib/routes';
import type { MobileMenuLabels } from './mobile-menu.labels';
import { LineIcon } from '@/components/line-icon';
import styles from './header.module.css';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = dynamic(loadDrawer, { ssr: false });

/**
 * Narrow screens: the three-line button opens a right-hand drawer with the same entries (requirements §2, §4).
 * The drawer's code is fetched when the button is first pointed at, focused or pressed, and the drawer
 * is mounted from its first opening on.
 */
export function MobileMenu({
  items,
  stock,
  labels,
}: {
  items: NavItem[];
  stock: { stock_name: string; stock_code: string } | null;
  labels: MobileMenuLabels;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Any navigation (a link in the drawer, back or forward) closes it: adjusted while rendering the new
  // address, so the drawer is never drawn open over the next page.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  const warm = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls="site-drawer"
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <LineIcon>
          <path d="M3 6h18M3 12h18M3 18h18" />
        </LineIcon>
      </button>
      {wanted ? <MobileDrawer items={items} stock={stock} labels={labels} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
