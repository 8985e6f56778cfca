import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { ArticleSummary, Category } from '@/lib/backend/types';
import { REPORT_KINDS, reportsByYear } from './report-kind';
import { fiscalYearOf } from './fiscal-year';
import { displayDate, formatBytes, formatDate } from '@/lib/format';
import { contentLangAttr } from '@/components/content/content-language';
import { Section } from '@/components/content/section';
import styles from '@/components/investor/investor.module.css';
import sectionStyles from '@/components/content/section.module.css';

/** The periodic reports of /investor, by fiscal year, each year's column in the order a year reads (features/investor/report-kind.ts). */
export async function ReportsSection({ reports }: { reports: { category: Category; articles: ArticleSummary[] } }) {
  const locale = await getPageLocale();
  const [t, lists] = await Promise.all([getTranslations('Investor'), getTranslations('Lists')]);
  return (
    <Section id="reports" title={reports.category.name} note={t('reportsNote')} className={sectionStyles.section}>
      <ul className={styles.reportYears}>
        {reportsByYear(reports.articles, fiscalYearOf).map(([year, slots]) => (
          <li key={year}>
            <h3>{t('reportYear', { year: String(year) })}</h3>
            <div className={styles.reportGrid}>
              {REPORT_KINDS.flatMap((kind) => {
                const kept = slots.get(kind) ?? [];
                if (kept.length === 0) return [];
                // Every report of the kind, newest first: a correction beside the report it corrects, each by its title.
                return [
                  <div key={kind}>
                    <strong>{t(`reportKinds.${kind}`)}</strong>
                    {kept.map((report) => (
                      <p key={report.id} className={styles.reportEntry}>
                        <span className={styles.reportTitle} {...contentLangAttr(report.lang, locale)}>
                          {report.title}
                        </span>
                        <a href={report.announcement!.pdf_url} target="_blank" rel="noopener noreferrer">
                          {lists('pdfSize', { size: formatBytes(report.announcement!.pdf_size) })}
                          <span className="visually-hidden">
                            {lists('pdfOf')}
                            <span {...contentLangAttr(report.lang, locale)}>{report.title}</span>
                          </span>
                        </a>
                        <time dateTime={formatDate(report.published_at)}>
                          {t('published', { date: displayDate(report.published_at, locale) })}
                        </time>
                      </p>
                    ))}
                  </div>,
                ];
              })}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
