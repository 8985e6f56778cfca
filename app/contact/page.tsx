import type { Metadata } from 'next';
import { getPageBySlug, getSettings } from '@/lib/backend';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import styles from '@/components/content/content.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageBySlug('contact');
  return { title: page.seo_title || page.title, description: page.seo_description || undefined };
}

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getPageBySlug('contact'), getSettings()]);
  return (
    <PageMain>
      <PageHero title={page.title} subtitle={page.subtitle} />
      <div className={`container ${styles.section} ${styles.lastSection}`}>
        <dl className={styles.facts}>
          <div>
            <dt>前台电话</dt>
            <dd>{settings.call_reception}</dd>
          </div>
          <div>
            <dt>销售热线</dt>
            <dd>{settings.call_sale}</dd>
          </div>
          <div>
            <dt>邮箱</dt>
            <dd>{settings.service_email ? <a href={`mailto:${settings.service_email}`}>{settings.service_email}</a> : null}</dd>
          </div>
          <div>
            <dt>地址</dt>
            <dd>{settings.company_address}</dd>
          </div>
        </dl>
        <RichText html={page.content} />
      </div>
    </PageMain>
  );
}
