import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCompanyProfile, getPageBySlug, getSettings, orNull } from '@/lib/backend';
import type { CompanyProfile, Settings } from '@/lib/backend/types';

type Translate = Awaited<ReturnType<typeof getTranslations<'Contact'>>>;
import { telHref } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import { LazyMessageForm } from '@/components/contact/lazy-message-form';
import { messageFormLabels } from '@/components/contact/message-labels';
import styles from '@/components/content/content.module.css';
import contactStyles from '@/components/contact/contact.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { CmsImg } from '@/components/cms-img';

async function generatePageMetadata(): Promise<Metadata> {
  const [page, t] = await Promise.all([getPageBySlug('contact'), getTranslations('Contact')]);
  return pageMetadata(await getPageLocale(), {
    title: page?.seo_title || page?.title || t('heading'),
    description: page?.seo_description || page?.subtitle,
    path: '/contact',
  });
}

/** The profile's hotlines, or else the front desk and sales numbers of the site settings (requirements §3). */
function hotlinesOf(profile: CompanyProfile, settings: Settings | null, t: Translate): CompanyProfile['hotlines'] {
  if (profile.hotlines.length > 0) return profile.hotlines;
  return [
    { label: t('reception'), phone: settings?.call_reception ?? '', hours: '' },
    { label: t('sales'), phone: settings?.call_sale ?? '', hours: settings?.service_hours ?? '' },
  ].filter((line) => line.phone);
}

async function ContactPage() {
  const [page, profile, settings, t] = await Promise.all([
    getPageBySlug('contact'),
    getCompanyProfile(),
    orNull(getSettings()),
    getTranslations('Contact'),
  ]);
  const email = settings?.service_email;
  const hotlines = hotlinesOf(profile, settings, t);
  return (
    <PageMain>
      <PageHero title={page?.title || t('heading')} subtitle={page?.subtitle} />
      <div className="container">
        {page?.content || hotlines.length > 0 || email ? (
          <section className={styles.section} aria-labelledby="hotlines">
            <h2 id="hotlines" className={styles.sectionTitle}>
              {t('hotlines')}
            </h2>
            {page?.content ? <RichText html={page.content} /> : null}
            <ul className={contactStyles.hotlines}>
              {hotlines.map((line) => (
                <li key={line.label}>
                  <span>{line.label}</span>
                  <a href={telHref(line.phone)}>{line.phone}</a>
                  {line.hours ? <span>{line.hours}</span> : null}
                </li>
              ))}
              {email ? (
                <li>
                  <span>{t('serviceEmail')}</span>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}

        {profile.offices.length > 0 || profile.map?.image ? (
          <section className={styles.section} aria-labelledby="offices">
            <h2 id="offices" className={styles.sectionTitle}>
              {t('offices')}
            </h2>
            <div className={contactStyles.layout}>
              <ul className={contactStyles.offices}>
                {profile.offices.map((office) => (
                  <li key={office.id} data-type={office.type}>
                    <h3>{office.name}</h3>
                    <dl>
                      <dt>{t('type')}</dt>
                      <dd>{t(`officeTypes.${office.type}`)}</dd>
                      {office.address ? (
                        <>
                          <dt>{t('address')}</dt>
                          <dd>
                            {office.address}
                            {office.postcode ? t('postcode', { postcode: office.postcode }) : ''}
                          </dd>
                        </>
                      ) : null}
                      {office.phone ? (
                        <>
                          <dt>{t('phone')}</dt>
                          <dd>
                            <a href={telHref(office.phone)}>{office.phone}</a>
                          </dd>
                        </>
                      ) : null}
                      {office.email ? (
                        <>
                          <dt>{t('email')}</dt>
                          <dd>
                            <a href={`mailto:${office.email}`}>{office.email}</a>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
              {profile.map?.image ? (
                <figure className={contactStyles.map}>
                  <CmsImg
                    src={profile.map.image}
                    alt={profile.map.caption || t('mapAlt')}
                    width={profile.map.width}
                    height={profile.map.height}
                    sizes="(max-width: 1200px) 100vw, 1152px"
                  />
                  {profile.map.caption ? <figcaption>{profile.map.caption}</figcaption> : null}
                </figure>
              ) : null}
            </div>
          </section>
        ) : null}

        <section className={`${styles.section} ${styles.lastSection}`} aria-labelledby="message">
          <div className={contactStyles.formPanel}>
            <h2 id="message" className={styles.sectionTitle}>
              {t('message')}
            </h2>
            <noscript>
              <p className={contactStyles.noscript}>
                {t('noscriptBefore')}
                {email ? <a href={`mailto:${email}`}>{email}</a> : t('noscriptEmail')}
                {t('noscriptAfter')}
              </p>
            </noscript>
            <LazyMessageForm labels={await messageFormLabels()} />
          </div>
        </section>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ContactPage);
