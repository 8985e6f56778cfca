import { useTranslations } from 'next-intl';
import type { IrDocument } from '@/lib/backend/ir-types';
import { backendLinkHref, externalLinkProps } from '@/lib/backend/links';
import { displayDate, formatBytes, formatDate } from '@/lib/format';
import { usePageLocale } from '@/components/locale-link';
import listStyles from '@/components/content/article-list.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';

/** A document's link: its title, a site path in the page's language, another site's address in a new tab. */
export function DocumentLink({ document }: { document: IrDocument }) {
  const t = useTranslations('IrPages');
  const locale = usePageLocale();
  const href = backendLinkHref(document.url, locale);
  const pdf = /\.pdf(\?|#|$)/i.test(href);
  return (
    <>
      <a href={href} {...externalLinkProps(href)}>
        {document.title}
      </a>
      {pdf ? (
        <span className={styles.fileKind}>{document.size ? t('pdfSize', { size: formatBytes(document.size) }) : t('pdf')}</span>
      ) : null}
    </>
  );
}

/** Documents as the filings are listed: the date, the title linked, what the file is. */
export function DocumentList<D extends IrDocument>({ documents, label }: { documents: readonly D[]; label?: (document: D) => string }) {
  const locale = usePageLocale();
  return (
    <ul className={listStyles.filingList}>
      {documents.map((document) => (
        <li key={document.url + document.title}>
          {document.published_at ? (
            <time dateTime={formatDate(document.published_at)}>{displayDate(document.published_at, locale)}</time>
          ) : (
            <span />
          )}
          <span>
            <DocumentLink document={document} />
            {label ? <span className={listStyles.filingType}>{label(document)}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
