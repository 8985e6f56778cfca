import { getTranslations } from 'next-intl/server';
import type { Page, SiteInfo } from '@/lib/backend/types';
import type { StockQuote as Quote } from './contract';
import { Section } from '@/components/content/section';
import { RichText } from '@/components/content/rich-text';
import { FactList } from '@/components/content/fact-list';
import { StockQuote } from './stock-quote';
import type { ChartEventSources } from './chart-events';
import styles from '@/components/investor/investor.module.css';
import sectionStyles from '@/components/content/section.module.css';

/** The first section of /investor: the quote and its chart, the stock's names, the investor page's own text. */
export async function StockSection({
  site,
  quote,
  page,
  events,
}: {
  site: SiteInfo;
  quote: Quote | null;
  page: Page | null;
  events: ChartEventSources;
}) {
  const t = await getTranslations('Investor');
  const facts = [
    { label: t('stockName'), value: site.stock_name },
    { label: t('stockCode'), value: site.stock_code },
    { label: t('exchange'), value: site.exchange_name },
  ];
  return (
    <Section id="stock" title={t('stock')} className={sectionStyles.section}>
      {quote ? <StockQuote quote={quote} events={events} /> : null}
      <FactList facts={facts} className={styles.facts} />
      {page?.content ? <RichText html={page.content} /> : null}
    </Section>
  );
}
