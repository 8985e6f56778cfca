import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CompanyProfile } from '@/lib/backend/types';
import { telHref } from '@/lib/format';
import { Section } from '@/components/content/section';
import { RichText } from '@/components/content/rich-text';
import { CmsImg } from '@/components/cms-img';
import sectionStyles from '@/components/content/section.module.css';
import styles from './contact.module.css';
import { LazyMessageForm } from './lazy-message-form';
import { messageFormLabels } from './message-form.labels';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';

/** The contact page's text, its hotlines (each a tel: link) and the service e-mail address. */
export async function HotlinesSection({ html, hotlines, email }: { html?: string; hotlines: CompanyProfile['hotlines']; email?: string }) {
  const t = await getTranslations('Contact');
  return (
    <Section id="hotlines" title={t('hotlines')} className={sectionStyles.section}>
      {html ? <RichText html={html} /> : null}
      <ul className={styles.hotlines}>
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
    </Section>
  );
}

/** The company's offices (headquarters, branches, labs) with their details, beside the map. */
export async function OfficesSection({ offices, map }: Pick<CompanyProfile, 'offices' | 'map'>) {
  const t = await getTranslations('Contact');
  const detail = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <Section id="offices" title={t('offices')} className={sectionStyles.section}>
      <div className={styles.layout}>
        <ul className={styles.offices}>
          {offices.map((office) => (
            <li key={office.id} data-type={office.type}>
              <h3>{office.name}</h3>
              <dl>
                {detail(t('type'), t(`officeTypes.${office.type}`))}
                {office.address
                  ? detail(
                      t('address'),
                      <>
                        {office.address}
                        {office.postcode ? t('postcode', { postcode: office.postcode }) : ''}
                      </>,
                    )
                  : null}
                {office.phone ? detail(t('phone'), <a href={telHref(office.phone)}>{office.phone}</a>) : null}
                {office.email ? detail(t('email'), <a href={`mailto:${office.email}`}>{office.email}</a>) : null}
              </dl>
            </li>
          ))}
        </ul>
        {map?.image ? (
          <figure className={styles.map}>
            <CmsImg
              src={map.image}
              alt={map.caption || t('mapAlt')}
              width={map.width}
              height={map.height}
              sizes="(max-width: 1200px) 100vw, 1152px"
            />
            {map.caption ? <figcaption>{map.caption}</figcaption> : null}
          </figure>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * The message form (loaded as an island) with what it collects and why (`policy`: the backend has a privacy
 * policy to link), and what to do without JavaScript.
 */
export async function MessageSection({ email, policy }: { email?: string; policy: boolean }) {
  const [t, labels, privacy] = await Promise.all([getTranslations('Contact'), messageFormLabels(), getTranslations('Privacy')]);
  return (
    <section className={`${sectionStyles.section} ${sectionStyles.lastSection}`} aria-labelledby="message">
      <div className={styles.formPanel}>
        <h2 id="message" className={sectionStyles.sectionTitle}>
          {t('message')}
        </h2>
        <noscript>
          <p className={styles.noscript}>
            {t('noscriptBefore')}
            {email ? <a href={`mailto:${email}`}>{email}</a> : t('noscriptEmail')}
            {t('noscriptAfter')}
          </p>
        </noscript>
        <LazyMessageForm labels={labels} notice={<PrivacyNotice purpose={privacy('contactNotice')} policy={policy} />} />
      </div>
    </section>
  );
}
