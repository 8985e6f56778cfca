import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { ProductDocument } from '@/lib/backend/types';
import { displayDate, formatBytes } from '@/lib/format';
import { Section } from '@/components/content/section';
import tableStyles from '@/components/content/table.module.css';

/** A product's documents (datasheet, application notes…): title, version, date and size, each opening in a new tab. */
export async function ProductDocuments({ documents, locale }: { documents: ProductDocument[]; locale: Locale }) {
  const t = await getTranslations('Product');
  return (
    <Section id="documents" title={t('documents')}>
      <div className={tableStyles.tableScroll} tabIndex={0} role="region" aria-label={t('documentsTable')}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('document')}</th>
              <th scope="col">{t('version')}</th>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('size')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((doc) => (
              <tr key={doc.title}>
                <td>
                  <a href={doc.url} target="_blank" rel="noopener noreferrer">
                    {doc.title}
                  </a>
                </td>
                <td>{doc.version}</td>
                <td>{displayDate(doc.date, locale)}</td>
                <td>{formatBytes(doc.size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
