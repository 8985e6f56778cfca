import type { Metadata } from 'next';
import { getPageBySlug, getSettings } from '@/lib/backend';
import { slugPageMetadata } from '@/lib/server/metadata';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import { ContactFacts } from '@/components/content/contact-facts';
import styles from '@/components/content/content.module.css';

export function generateMetadata(): Promise<Metadata> {
  return slugPageMetadata('contact');
}

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getPageBySlug('contact'), getSettings()]);
  return (
    <PageMain>
      <PageHero title={page.title} subtitle={page.subtitle} />
      <div className={`container ${styles.section} ${styles.lastSection}`}>
        <ContactFacts
          settings={settings}
          phones={[
            { label: '前台电话', value: settings.call_reception },
            { label: '销售热线', value: settings.call_sale },
          ]}
        />
        <RichText html={page.content} />
      </div>
    </PageMain>
  );
}
