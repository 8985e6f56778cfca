import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/content/data-table';
import { getPageLocale } from '@/i18n/server';
import type { DocumentType } from '@/lib/backend/types';
import { displayDate, formatBytes } from '@/lib/format';
import { LocaleLink } from '@/components/locale-link';
import { LineIcon } from '@/components/line-icon';
import { MemberDocument } from './member-document';
import type { MemberDocumentLabels } from './member-document.labels';
import styles from './resources.module.css';

/** What a row shows of a document (a product's or the library's). */
export type ListedDocument = {
  id?: number;
  type: DocumentType;
  title: string;
  version: string;
  date: string;
  size: number;
  url: string;
  access: 'public' | 'member';
  lang: 'zh' | 'en' | null;
  products?: { id: number; part_number: string }[];
};

function LockIcon() {
  return (
    <LineIcon>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}

type Props = {
  documents: ListedDocument[];
  /** The table's name for screen readers (it scrolls sideways on a phone). */
  label: string;
  /** The library's columns: each document's type and the products it is for. */
  library?: boolean;
  /** The download's text, when a document is for members. */
  memberLabels?: MemberDocumentLabels;
};

/**
 * Documents as rows: the title (a public document opens in a new tab; a members' document shows a lock and
 * its download control), version, date, size, and its language when it is not the page's.
 */
export async function DocumentTable({ documents, label, library = false, memberLabels }: Props) {
  const locale = await getPageLocale();
  const t = await getTranslations('Resources');
  return (
    <DataTable
      label={label}
      className={styles.documents}
      columns={[t('document'), library ? t('type') : null, library ? t('products') : null, t('version'), t('date'), t('size')]}
    >
      {documents.map((doc) => (
        <tr key={doc.id ?? `${doc.type} ${doc.title} ${doc.url}`}>
          <td>
            {doc.access === 'member' && doc.id !== undefined ? (
              <span className={styles.member}>
                <span className={styles.lock} id={`document-${doc.id}`}>
                  <LockIcon />
                  {doc.title}
                </span>
                <small className={styles.badge}>{t('membersOnly')}</small>
                {memberLabels ? <MemberDocument id={doc.id} describedBy={`document-${doc.id}`} labels={memberLabels} /> : null}
              </span>
            ) : (
              <a href={doc.url} target="_blank" rel="noopener noreferrer">
                {doc.title}
              </a>
            )}
            {doc.lang && doc.lang !== locale ? <small className={styles.language}>{t(`languages.${doc.lang}`)}</small> : null}
          </td>
          {library ? <td className={styles.nowrap}>{t(`types.${doc.type}`)}</td> : null}
          {library ? (
            <td>
              {(doc.products ?? []).map((product, index) => (
                <span key={product.id}>
                  {index > 0 ? ', ' : null}
                  <LocaleLink href={`/product/detail/${product.id}`}>{product.part_number}</LocaleLink>
                </span>
              ))}
            </td>
          ) : null}
          <td className={styles.nowrap}>{doc.version}</td>
          <td className={styles.nowrap}>{displayDate(doc.date, locale)}</td>
          <td className={styles.nowrap}>{doc.size ? formatBytes(doc.size) : '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
