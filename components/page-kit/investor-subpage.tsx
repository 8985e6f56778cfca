import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { siteOrigin } from '@/lib/core/site-url';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb, type Crumb } from '@/components/content/breadcrumb';
import styles from '@/components/investor-pages/investor-pages.module.css';

type Props = {
  /** The page's <h1>, in the title band with its lead, or on a detail page (`kind`: what it is) above it. */
  title: string;
  lead?: string;
  detail?: { kind: string };
  /** The breadcrumb after home and investor relations; the page's own entry (`crumb`, the title without it) last. */
  parents?: Crumb[];
  crumb?: string;
  children: ReactNode;
};

/**
 * A page under investor relations (dividends, meetings, briefings, sustainability; docs/writing-a-page.md):
 * its title band, or a detail page's narrower column, and the breadcrumb, which is also JSON-LD.
 */
export function InvestorSubpage({ title, lead, detail, parents = [], crumb, children }: Props) {
  const nav = useTranslations('Nav');
  return (
    <PageMain>
      {detail ? null : <PageHero title={title} subtitle={lead} />}
      <div className={detail ? `container ${styles.page} ${styles.detail}` : `container ${styles.page}`}>
        <Breadcrumb
          origin={siteOrigin()}
          items={[{ name: nav('home'), href: '/' }, { name: nav('investor'), href: '/investor' }, ...parents, { name: crumb ?? title }]}
        />
        {detail ? (
          <header className={styles.detailHeader}>
            <span className={styles.kind}>{detail.kind}</span>
            <h1>{title}</h1>
          </header>
        ) : null}
        {children}
      </div>
    </PageMain>
  );
}
