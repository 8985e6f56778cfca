import type { Metadata } from 'next';
import { getCategory, getPageBySlug, getSiteInfo, getSettings } from '@/lib/backend';
import { slugPageMetadata } from '@/lib/server/metadata';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import { FilingList } from '@/components/content/article-list';
import { ContactFacts } from '@/components/content/contact-facts';
import styles from '@/components/content/content.module.css';

export function generateMetadata(): Promise<Metadata> {
  return slugPageMetadata('investor');
}

export default async function InvestorPage() {
  const [site, page, settings] = await Promise.all([getSiteInfo(), getPageBySlug('investor'), getSettings()]);
  const root = site.channels.investor;
  const tree = root ? await getCategory(root, 1, 1) : null;
  const sections = await Promise.all((tree?.category.children ?? []).map((child) => getCategory(child.id, 1, 10)));

  return (
    <PageMain>
      <PageHero title={page.title} subtitle={page.subtitle} />
      <div className="container">
        <section aria-labelledby="stock" className={styles.section}>
          <h2 id="stock" className={styles.sectionTitle}>
            股票信息
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>股票简称</dt>
              <dd>{site.stock_name}</dd>
            </div>
            <div>
              <dt>股票代码</dt>
              <dd>{site.stock_code}</dd>
            </div>
            <div>
              <dt>上市地点</dt>
              <dd>{site.exchange_name}</dd>
            </div>
          </dl>
          <RichText html={page.content} />
        </section>
        {sections.map((section) => (
          <section key={section.category.id} aria-labelledby={`investor-${section.category.id}`} className={styles.section}>
            <h2 id={`investor-${section.category.id}`} className={styles.sectionTitle}>
              {section.category.name}
              <small>共 {section.articles.total} 项</small>
            </h2>
            <FilingList items={section.articles.list} />
          </section>
        ))}
        <section aria-labelledby="ir-contact" className={`${styles.section} ${styles.lastSection}`}>
          <h2 id="ir-contact" className={styles.sectionTitle}>
            投资者联系方式
          </h2>
          <ContactFacts settings={settings} phones={[{ label: '电话', value: settings.call_reception }]} />
        </section>
      </div>
    </PageMain>
  );
}
