import Link from 'next/link';
import type { SiteInfo } from '@/lib/backend/types';
import { buildNavigation } from '@/lib/routes';
import { HeaderFrame } from './header-frame';
import { NavLinks } from '../nav-links';
import { MobileMenu } from './mobile-menu';
import { AccountLink } from '@/components/member/account-link';
import { StockTicker } from './stock-ticker';
import styles from './header.module.css';

/** The header on every page (SPEC §2): logo, navigation, stock name and code. Server-rendered. */
export function Header({ site }: { site: SiteInfo | null }) {
  const nav = buildNavigation(site ?? {});
  const name = site?.company_short_name || site?.company_name || '';
  const stock = site ? { stock_name: site.stock_name, stock_code: site.stock_code } : null;
  return (
    <HeaderFrame>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={name ? `${name}首页` : '首页'}>
          {site?.logo ? (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- backend image, forwarded through /api/ */}
              <img className={styles.logoDark} src={site.logo} alt={name} width={200} height={48} />
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className={styles.logoLight} src={site.logo_light || site.logo} alt="" width={200} height={48} aria-hidden="true" />
            </>
          ) : (
            <span className={styles.logoText}>{name || '首页'}</span>
          )}
        </Link>
        <nav className={styles.nav} aria-label="主导航">
          <NavLinks items={nav} variant="header" />
        </nav>
        <StockTicker initial={stock} className={styles.stock} />
        <AccountLink className={styles.account} />
        <MobileMenu items={nav} stock={stock} />
      </div>
    </HeaderFrame>
  );
}
