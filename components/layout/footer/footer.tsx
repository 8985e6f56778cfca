import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Settings, SiteInfo } from '@/lib/backend/types';
import { buildNavigation, safeExternalUrl } from '@/lib/routes';
import { telHref } from '@/lib/format';
import { cmsImageProps } from '@/lib/cms-image';
import { CmsImg } from '@/components/cms-img';
import { NavLinks } from '@/components/layout/nav-links';
import { LocaleLink } from '@/components/locale-link';
import { SocialQr } from './social-qr';
import { socialQrLabels } from './social-qr.labels';
import styles from './footer.module.css';

/** A record number (ICP, public security) linking to its registry; plain text when the link is not http(s). */
function RecordLink({ text, href, testId }: { text: string | undefined; href: string | undefined; testId: string }) {
  if (!text) return null;
  // Record links point off-site, to the registries; only http(s) addresses become links.
  const safe = safeExternalUrl(href);
  return safe ? (
    <a href={safe} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}

/** A social account's icon (32 px) and QR code (144 × 160 px), each in the size it is shown (lib/cms-image.ts). */
function socialImages(icon: string, image: string) {
  return {
    icon: cmsImageProps({ src: icon, alt: '', width: 32, height: 32 }),
    image: cmsImageProps({ src: image, alt: '', width: 144, height: 160 }),
  };
}

/**
 * The footer on every page (requirements §2): navigation, the two social accounts, the hotlines, copyright, the
 * privacy policy (issue 24: when the backend has that page) and the two record links, over the background
 * image from the site settings.
 */
export async function Footer({ site, settings, privacy = false }: { site: SiteInfo | null; settings: Settings | null; privacy?: boolean }) {
  const [t, navText, locale, official, video] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Nav'),
    getPageLocale(),
    socialQrLabels('officialAccount'),
    socialQrLabels('videoAccount'),
  ]);
  const nav = buildNavigation(site ?? {}, navText, locale);
  const s = settings;
  const background = s?.footer_bg ? { backgroundImage: `url("${encodeURI(s.footer_bg)}")` } : undefined;

  return (
    <footer className={styles.footer} data-testid="site-footer">
      {/* The background on a child: the footer's contents are laid out only near the viewport (issue 21,
          footer.module.css), and the image with them. */}
      <div className={styles.backdrop} style={background} data-testid="footer-backdrop">
        <div className={styles.inner}>
          <div className={styles.top}>
            <div className={styles.brand}>
              {site?.logo_light ? (
                <CmsImg src={site.logo_light} alt={site.company_short_name || site.company_name} width={200} height={48} sizes="167px" />
              ) : null}
              {site?.slogan ? <p className={styles.slogan}>{site.slogan}</p> : null}
              {s?.company_address ? <p className={styles.meta}>{t('address', { address: s.company_address })}</p> : null}
              {s?.service_email ? (
                <p className={styles.meta}>
                  {t('email')}
                  <a href={`mailto:${s.service_email}`}>{s.service_email}</a>
                </p>
              ) : null}
            </div>
            <nav className={styles.nav} aria-label={t('nav')}>
              <NavLinks items={nav} variant="footer" />
            </nav>
            <div className={styles.contact}>
              {/* A block under its heading, not a region: the footer is the landmark (no second "服务热线" region next to the contact page's). */}
              <div className={styles.hotline}>
                <h2 id="footer-hotline" className={styles.heading}>
                  {t('hotline')}
                </h2>
                <dl>
                  <div>
                    <dt>{t('reception')}</dt>
                    <dd>{s?.call_reception ? <a href={telHref(s.call_reception)}>{s.call_reception}</a> : null}</dd>
                  </div>
                  <div>
                    <dt>{t('sales')}</dt>
                    <dd>{s?.call_sale ? <a href={telHref(s.call_sale)}>{s.call_sale}</a> : null}</dd>
                  </div>
                </dl>
                {s?.service_hours ? <p className={styles.meta}>{s.service_hours}</p> : null}
              </div>
              <div className={styles.social} aria-label={t('follow')} role="group">
                {s?.official_account_icon && s.official_account_image ? (
                  <SocialQr labels={official} {...socialImages(s.official_account_icon, s.official_account_image)} />
                ) : null}
                {s?.video_account_icon && s.video_account_image ? (
                  <SocialQr labels={video} {...socialImages(s.video_account_icon, s.video_account_image)} />
                ) : null}
              </div>
            </div>
          </div>
          <div className={styles.bottom}>
            {s?.web_site_copyright ? <span>{s.web_site_copyright}</span> : null}
            {privacy ? (
              <LocaleLink href="/privacy" data-testid="privacy-link">
                {t('privacy')}
              </LocaleLink>
            ) : null}
            <RecordLink text={s?.web_site_icp} href={s?.web_site_icp_url} testId="icp-link" />
            <RecordLink text={s?.web_site_public_security} href={s?.web_site_public_security_url} testId="police-link" />
          </div>
        </div>
      </div>
    </footer>
  );
}
