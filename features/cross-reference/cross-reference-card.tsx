import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { LocaleLink } from '@/components/locale-link';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import { ContentText } from '@/components/content/content-language';
import { compareFigures, comparePackage, type FigureRow } from '@/lib/cross-reference/compare';
import { crossReferencePartPath } from '@/lib/cross-reference/page-query';
import { displayDate, formatBytes, productName } from '@/lib/format';
import type { ShownCrossReference, ShownReplacement } from './shown';
import { MatchBadge } from '@/components/cross-reference/match-badge';
import tableStyles from '@/components/content/table.module.css';
import styles from './cross-reference.module.css';

type Labels = Awaited<ReturnType<typeof getTranslations<'CrossReference'>>>;

/** Their figures beside ours, the rows that differ marked (in colour and in words, for screen readers). */
function FiguresTable({ rows, theirs, ours, t }: { rows: FigureRow[]; theirs: string; ours: string; t: Labels }) {
  return (
    <div className={tableStyles.tableScroll} tabIndex={0} role="region" aria-label={t('figuresTable', { theirs, ours })}>
      <table className={`${tableStyles.table} ${styles.figures}`}>
        <thead>
          <tr>
            <th scope="col">{t('figure')}</th>
            <th scope="col">{theirs}</th>
            <th scope="col">{ours}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? styles.differs : undefined}>
              <th scope="row">{row.label}</th>
              <td>{row.theirs}</td>
              <td>
                {row.ours}
                {row.differs ? <span className="visually-hidden">{t('differs')}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One product of ours that replaces the part: match type, lifecycle, differences, figures, links. */
function ReplacementBlock({ item, replacement, t }: { item: ShownCrossReference; replacement: ShownReplacement; t: Labels }) {
  const { article, product } = replacement;
  const rows = [
    ...compareFigures(item.specs, product.key_specs),
    ...[comparePackage(item.package, product.ordering, replacement.orderable_part, t('package'))].filter((row) => row !== null),
  ];
  const datasheet = product.documents.find((doc) => doc.type === 'datasheet' && doc.url);
  return (
    // A block, not a region: one product of ours may replace several parts on a page, under one name.
    <div className={styles.replacement}>
      <div className={styles.replacementHead}>
        <MatchBadge match={replacement.match} />
        <h3 className={styles.ourPart}>
          <LocaleLink href={`/product/detail/${article.id}`}>{product.part_number}</LocaleLink>{' '}
          <ContentText lang={article.lang}>{productName(article.title, product.part_number)}</ContentText>
        </h3>
        <LifecycleBadge status={product.status} />
      </div>
      {replacement.differences.length > 0 ? (
        <div className={styles.differences}>
          <h4>{t('differences')}</h4>
          <ul>
            {replacement.differences.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.length > 0 ? <FiguresTable rows={rows} theirs={item.part_number} ours={product.part_number} t={t} /> : null}
      <ul className={styles.links}>
        <li>
          <LocaleLink href={`/product/detail/${article.id}`}>
            {t('productPage')}
            <span className="visually-hidden"> {product.part_number}</span>
          </LocaleLink>
        </li>
        {datasheet ? (
          <li>
            <a href={datasheet.url} target="_blank" rel="noopener noreferrer">
              {t('datasheet')}
              <span className="visually-hidden"> {product.part_number}</span> (PDF{datasheet.size ? `, ${formatBytes(datasheet.size)}` : ''}
              )
            </a>
          </li>
        ) : null}
        {replacement.orderable_part ? (
          <li className={styles.orderable}>
            {t('orderable')}: <strong>{replacement.orderable_part}</strong>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * Another vendor's part and the products of ours that replace it: each with its match type, lifecycle,
 * the differences that matter, the two parts' figures side by side, and links to its page and datasheet.
 * `linkPart`: the part's name leads to its own page (on a search's results). `index`: its place on the
 * page, for its headings' ids (two vendors may make parts of one number).
 */
export async function CrossReferenceCard({ item, index, linkPart }: { item: ShownCrossReference; index: number; linkPart: boolean }) {
  const locale = await getPageLocale();
  const t = await getTranslations('CrossReference');
  const headingId = `xref-${index + 1}`;
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.theirPart}>
          {linkPart ? <LocaleLink href={crossReferencePartPath(item.part_number)}>{item.part_number}</LocaleLink> : item.part_number}
          <span className={styles.vendor}>{item.vendor}</span>
        </h2>
        {item.description || item.package ? (
          <p className={styles.description}>
            {item.description}
            {item.description && item.package ? ' · ' : null}
            {item.package ? `${t('package')} ${item.package}` : null}
          </p>
        ) : null}
      </header>
      <p className={styles.replacedBy}>{t('replacedBy')}</p>
      {item.replacements.map((replacement) => (
        <ReplacementBlock key={replacement.product_id} item={item} replacement={replacement} t={t} />
      ))}
      {item.updated_at ? <p className={styles.updated}>{t('updated', { date: displayDate(item.updated_at, locale) })}</p> : null}
    </article>
  );
}
