import type { Metadata } from 'next';
import { getCompanyProfile, getPageBySlug, getSettings, orNull } from '@/lib/backend';
import type { CompanyProfile, Office, Settings } from '@/lib/backend/types';
import { telHref } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import { LazyMessageForm } from '@/components/contact/lazy-message-form';
import styles from '@/components/content/content.module.css';
import contactStyles from '@/components/contact/contact.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/lib/server/unavailable';
import { cmsImageProps } from '@/lib/cms-image';

const OFFICE_TYPES: Record<Office['type'], string> = { headquarters: '总部', rd: '研发中心', sales: '销售办事处', support: '应用支持中心' };

const HEADING = '联系我们';

async function generatePageMetadata(): Promise<Metadata> {
  const page = await getPageBySlug('contact');
  return pageMetadata({ title: page?.seo_title || page?.title || HEADING, description: page?.seo_description || page?.subtitle, path: '/contact' });
}

/** The profile's hotlines, or else the front desk and sales numbers of the site settings (SPEC §3). */
function hotlinesOf(profile: CompanyProfile, settings: Settings | null): CompanyProfile['hotlines'] {
  if (profile.hotlines.length > 0) return profile.hotlines;
  return [
    { label: '前台', phone: settings?.call_reception ?? '', hours: '' },
    { label: '销售', phone: settings?.call_sale ?? '', hours: settings?.service_hours ?? '' },
  ].filter((line) => line.phone);
}

async function ContactPage() {
  const [page, profile, settings] = await Promise.all([getPageBySlug('contact'), getCompanyProfile(), orNull(getSettings())]);
  const email = settings?.service_email;
  const hotlines = hotlinesOf(profile, settings);
  return (
    <PageMain>
      <PageHero title={page?.title || HEADING} subtitle={page?.subtitle} />
      <div className="container">
        {page?.content || hotlines.length > 0 || email ? (
          <section className={styles.section} aria-labelledby="hotlines">
            <h2 id="hotlines" className={styles.sectionTitle}>
              服务热线
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
                  <span>服务邮箱</span>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}

        {profile.offices.length > 0 || profile.map?.image ? (
          <section className={styles.section} aria-labelledby="offices">
            <h2 id="offices" className={styles.sectionTitle}>
              总部与分支机构
            </h2>
            <div className={contactStyles.layout}>
              <ul className={contactStyles.offices}>
                {profile.offices.map((office) => (
                  <li key={office.id} data-type={office.type}>
                    <h3>{office.name}</h3>
                    <dl>
                      <dt>类型</dt>
                      <dd>{OFFICE_TYPES[office.type]}</dd>
                      {office.address ? (
                        <>
                          <dt>地址</dt>
                          <dd>
                            {office.address}
                            {office.postcode ? `（邮编 ${office.postcode}）` : ''}
                          </dd>
                        </>
                      ) : null}
                      {office.phone ? (
                        <>
                          <dt>电话</dt>
                          <dd>
                            <a href={telHref(office.phone)}>{office.phone}</a>
                          </dd>
                        </>
                      ) : null}
                      {office.email ? (
                        <>
                          <dt>邮箱</dt>
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
                  {/* eslint-disable-next-line @next/next/no-img-element -- backend image, forwarded through /api/ */}
                  <img
                    {...cmsImageProps({
                      src: profile.map.image,
                      alt: profile.map.caption || '办公地点地图',
                      width: profile.map.width,
                      height: profile.map.height,
                      sizes: '(max-width: 1200px) 100vw, 1152px',
                    })}
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
              在线留言
            </h2>
            <noscript>
              <p className={contactStyles.noscript}>在线留言需要启用 JavaScript。您也可以直接发送邮件至 {email ? <a href={`mailto:${email}`}>{email}</a> : '我们的服务邮箱'}，或拨打上方服务热线。</p>
            </noscript>
            <LazyMessageForm />
          </div>
        </section>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ContactPage);
