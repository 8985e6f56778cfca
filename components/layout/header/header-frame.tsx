'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './header.module.css';
import { HEADER_END_ID } from './header-id';
import { splitLocalePath } from '@/i18n/paths';

/** Scroll distance after which the home header turns solid (requirements §4, §9). */
export const SCROLL_THRESHOLD = 100;

/**
 * The header's outer element. On home (in either language) it is transparent at the top and solid (white,
 * grey border) once the page has scrolled more than 100 px; on every other page it is always solid.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const isHome = splitLocalePath(usePathname()).path === '/';
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!isHome) return;
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [isHome]);

  const solid = !isHome || scrolled;
  return (
    <header className={styles.header} data-solid={solid ? 'true' : 'false'} data-home={isHome ? 'true' : 'false'}>
      {children}
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
