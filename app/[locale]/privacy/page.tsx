import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getPrivacyPolicy, getSiteInfo, orNull } from '@/lib/backend';
import { pageNotFound } from '@/lib/core/not-found';
import { displayDate, formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { LocaleLink } from '@/components/locale-link';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/privacy/privacy.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/**
 * /privacy: the privacy policy, the backend's page `privacy` (issue 24), with the date of its version. A
 * backend without it has no such page (404), and the footer links none. It ends with the way to
 * exercise one's rights (/privacy/request).
 */
async function load() {
  return (await getPrivacyPolicy()) ?? pageNotFound();
}

async function generatePageMetadata(): Promise<Metadata> {
  const [page, site, t] = await Promise.all([load(), orNull(getSiteInfo()), getTranslations('Privacy')]);
  return pageMetadata(await getPageLocale(), {
    title: page.seo_title || page.title || t('heading'),
    description: page.seo_description || t('description', { company: shortCompanyName(site) }),
    path: '/privacy',
  });
}

async function PrivacyPage() {
  const [page, t, nav, locale, rights] = await Promise.all([
    load(),
    getTranslations('Privacy'),
    getTranslations('Nav'),
    getPageLocale(),
    getTranslations('PrivacyRequest'),
  ]);
  const heading = page.title || t('heading');
  return (
    <PageMain>
      <PageHero title={heading} subtitle={page.subtitle || undefined} />
      <div className={`container ${sectionStyles.lastSection}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: heading }]} />
        <div className={styles.policy}>
          {page.updated_at ? (
            <p className={styles.version}>
              {t.rich('updated', {
                date: () => <time dateTime={formatDate(page.updated_at)}>{displayDate(page.updated_at, locale)}</time>,
              })}
            </p>
          ) : null}
          <RichText html={page.content} />
          <p className={styles.rights}>
            {rights('linkLead')} <LocaleLink href="/privacy/request">{rights('link')}</LocaleLink>
          </p>
        </div>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(PrivacyPage);
