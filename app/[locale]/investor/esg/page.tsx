import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSiteInfo, orNull } from '@/lib/backend';
import { getEsg } from '@/features/investor-depth/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { ESG_PATH } from '@/lib/investor-paths';
import { esgHasContent } from '@/lib/backend/ir-types';
import { cataloguedPageMetadata } from '@/lib/pages/catalogue-metadata';
import { Section } from '@/components/content/section';
import { DocumentList } from '@/features/investor-depth/document-list';
import { EsgFigures } from '@/features/investor-depth/esg-figures';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';
import { InvestorSubpage } from '@/components/page-kit/investor-subpage';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The sustainability content; a backend without it (`web/get_esg` absent, or nothing in it): 404. */
async function load() {
  const [esg, site] = await Promise.all([getEsg(), orNull(getSiteInfo())]);
  if (!esg || !esgHasContent(esg)) pageNotFound();
  return { esg, site };
}

async function generatePageMetadata(): Promise<Metadata> {
  return cataloguedPageMetadata('Esg', ESG_PATH, (await load()).site);
}

/** /investor/esg: the approach in a paragraph, the reports by year (newest first), the key figures by pillar, the policies. */
async function EsgPage() {
  const [{ esg }, t] = await Promise.all([load(), getTranslations('Esg')]);
  const reports = [...esg.reports].sort((a, b) => b.year - a.year);
  const sections = [reports.length > 0, esg.figures.length > 0, esg.policies.length > 0];
  const last = sections.lastIndexOf(true);
  const sectionClass = (index: number) =>
    index === last ? `${sectionStyles.section} ${sectionStyles.lastSection}` : sectionStyles.section;
  return (
    <InvestorSubpage title={t('title')} lead={t('lead')}>
      {esg.summary ? <p className={styles.summary}>{esg.summary}</p> : null}
      {reports.length > 0 ? (
        <Section id="reports" title={t('reports')} className={sectionClass(0)}>
          <DocumentList documents={reports} label={(report) => t('reportYear', { year: report.year })} />
        </Section>
      ) : null}
      {esg.figures.length > 0 ? (
        <Section id="figures" title={t('figures')} note={t('figuresNote')} className={sectionClass(1)}>
          <EsgFigures figures={esg.figures} />
        </Section>
      ) : null}
      {esg.policies.length > 0 ? (
        <Section id="policies" title={t('policies')} className={sectionClass(2)}>
          <DocumentList documents={esg.policies} />
        </Section>
      ) : null}
    </InvestorSubpage>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(EsgPage);
