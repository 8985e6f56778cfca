import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import type { SiteInfo } from '@/lib/backend/types';
import { buildNavigation } from '@/lib/routes';
import { CmsImg } from '@/components/cms-img';
import { HeaderFrame } from './header-frame';
import { HEADER_END_ID } from './header-id';
import { NavLinks } from '@/components/layout/nav-links';
import { MobileMenu } from './mobile-menu';
import { mobileMenuLabels } from './mobile-menu.labels';
import { AccountLink } from '@/components/member/account-link';
import { StockValues } from './stock-values';
import { LanguageSwitch } from './language-switch';
import { AidsButton } from '@/components/reading-aids/aids-button';
import styles from './header.module.css';
import { SearchForm } from '@/components/search/search-form';
import { getPageLocale } from '@/i18n/server';

/**
 * The logo as an image of the size it is shown (a raster logo through the image optimizer, lib/cms-image.ts):
 * 34 px high on a phone, 40 px above (header.module.css), 200 × 48 as drawn.
 */
const LOGO = { width: 200, height: 48, sizes: '(max-width: 1023px) 142px, 167px' };

/**
 * The header on every page (requirements §2): logo, navigation, search, stock name and code, sign-in, language, the
 * reading aids. Server-rendered.
 */
export async function Header({ site }: { site: SiteInfo | null }) {
  const [t, navText, locale, labels] = await Promise.all([
    getTranslations('Shell'),
    getTranslations('Nav'),
    getPageLocale(),
    mobileMenuLabels(),
  ]);
  const nav = buildNavigation(site ?? {}, navText, locale);
  const name = site?.company_short_name || site?.company_name || '';
  const stock = site ? { stock_name: site.stock_name, stock_code: site.stock_code } : null;
  return (
    <HeaderFrame>
      {/* Render-blocking until the header's closing element is parsed (React hoists this into <head>): a
          document arriving in pieces would otherwise show the header half-built, and its later items (stock
          values, sign-in, language) would push the earlier ones aside when they came. Browsers without
          rel="expect" ignore it. */}
      <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
      <div className={styles.inner}>
        <LocaleLink href="/" className={styles.logo} aria-label={name ? t('homeLinkOf', { name }) : t('homeLink')}>
          {site?.logo ? (
            <>
              <CmsImg className={styles.logoDark} src={site.logo} alt={name} {...LOGO} eager />
              {/* Lazy: fetched only where it shows (home's transparent header), not preloaded on every page. */}
              <CmsImg className={styles.logoLight} src={site.logo_light || site.logo} alt="" {...LOGO} aria-hidden />
            </>
          ) : (
            <span className={styles.logoText}>{name || t('homeLink')}</span>
          )}
        </LocaleLink>
        <nav className={styles.nav} aria-label={t('mainNav')}>
          <NavLinks items={nav} variant="header" />
        </nav>
        <div className={styles.search}>
          <SearchForm labels={labels.search} variant="header" id="header-search" />
        </div>
        <StockValues initial={stock} labels={labels.stock} className={styles.stock} />
        <AccountLink labels={labels.account} className={styles.account} />
        <LanguageSwitch labels={labels.language} />
        <AidsButton labels={labels.aids} className={styles.aids} iconOnly />
        <MobileMenu items={nav} stock={stock} labels={labels} />
      </div>
    </HeaderFrame>
  );
}
