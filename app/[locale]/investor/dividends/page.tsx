import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getSiteInfo, orNull } from '@/lib/backend';
import { getDividends } from '@/features/investor-depth/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { cashPerShareByYear, dividendOrder } from '@/features/investor-depth/dividends';
import { DIVIDENDS_PATH, dividendsCsvPath } from '@/lib/investor-paths';
import { cataloguedPageMetadata } from '@/lib/pages/catalogue-metadata';
import { Section } from '@/components/content/section';
import { DividendChart } from '@/features/investor-depth/dividend-chart';
import { DividendTable } from '@/features/investor-depth/dividend-table';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';
import charts from '@/components/investor/investor-charts.module.css';
import { InvestorSubpage } from '@/components/page-kit/investor-subpage';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** Every distribution; a backend without dividends (`web/get_dividends` absent, or none yet): 404. */
async function load() {
  const [dividends, site] = await Promise.all([getDividends(), orNull(getSiteInfo())]);
  if (!dividends || dividends.list.length === 0) pageNotFound();
  return { dividends, site };
}

async function generatePageMetadata(): Promise<Metadata> {
  return cataloguedPageMetadata('Dividends', DIVIDENDS_PATH, (await load()).site);
}

/** /investor/dividends: cash dividend per share by year (chart and table), every distribution, and the CSV. */
async function DividendsPage() {
  const [{ dividends }, t, pages, locale] = await Promise.all([
    load(),
    getTranslations('Dividends'),
    getTranslations('IrPages'),
    getPageLocale(),
  ]);
  const years = cashPerShareByYear(dividends.list);
  return (
    <InvestorSubpage title={t('title')} lead={t('lead')} crumb={pages('dividends')}>
      {years.length > 0 ? (
        <Section id="per-share" title={t('chartHeading')} note={t('chartNote')} className={sectionStyles.section}>
          <DividendChart years={years} />
        </Section>
      ) : null}
      <Section id="distributions" title={t('historyHeading')} className={`${sectionStyles.section} ${sectionStyles.lastSection}`}>
        <DividendTable list={dividendOrder(dividends.list)} currency={dividends.currency} />
        <p className={styles.note}>
          <a href={dividendsCsvPath(locale)} download className={charts.download}>
            {t('download')}
          </a>{' '}
          · {t('taxNote')}
        </p>
      </Section>
    </InvestorSubpage>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(DividendsPage);
