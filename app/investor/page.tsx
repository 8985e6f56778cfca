import type { Metadata } from 'next';
import { getCategory, getPageBySlug, getSiteInfo, getSettings } from '@/lib/backend';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import { FilingList } from '@/components/content/article-list';
import styles from '@/components/content/content.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageBySlug('investor');
  return { title: page.seo_title || page.title, description: page.seo_description || undefined };
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
          <dl className={styles.facts}>
            <div>
              <dt>电话</dt>
              <dd>{settings.call_reception}</dd>
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
        </section>
      </div>
    </PageMain>
  );
}
