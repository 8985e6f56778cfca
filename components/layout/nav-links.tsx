'use client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { EXTERNAL_LINK_PROPS, isActivePath, type NavItem } from '@/lib/routes';
import styles from './nav-links.module.css';

/**
 * Navigation links derived from the route table (requirements §2): internal entries highlight the active page and
 * carry aria-current="page"; external entries open in a new tab with nofollow and noopener.
 */
export function NavLinks({
  items,
  variant,
  onNavigate,
}: {
  items: NavItem[];
  variant: 'header' | 'drawer' | 'footer';
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const router = useRouter();
  return (
    <ul className={`${styles.list} ${styles[variant]}`}>
      {items.map((item) => {
        if (item.kind === 'external') {
          return (
            <li key={item.path}>
              <a className={styles.link} href={item.href} {...EXTERNAL_LINK_PROPS} onClick={onNavigate}>
                {item.name}
              </a>
            </li>
          );
        }
        const active = isActivePath(item.path, pathname);
        // Prefetched on intent (a pointer over it, a touch, focus), not as it comes into view (lib: LocaleLink).
        const intent = () => router.prefetch(item.href);
        return (
          <li key={item.path}>
            <Link
              className={`${styles.link} ${active ? styles.active : ''}`}
              href={item.href}
              prefetch={false}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              onMouseEnter={intent}
              onTouchStart={intent}
              onFocus={intent}
            >
              {item.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
