import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/content/data-table';
import { LocaleLink } from '@/components/locale-link';
import type { AffectedPart } from './contract';
import styles from './notices.module.css';

/** A part of a product the backend named links to the product's page. */
function PartOf({ part }: { part: { part_number: string; product_id?: number } }) {
  return part.product_id ? <LocaleLink href={`/product/detail/${part.product_id}`}>{part.part_number}</LocaleLink> : part.part_number;
}

/** A notice's affected orderable parts, each with the recommended replacement. */
export function AffectedParts({ parts }: { parts: AffectedPart[] }) {
  const t = useTranslations('Notices');
  return (
    <DataTable label={t('partsTable')} columns={[t('part'), t('replacement')]}>
      {parts.map((part) => (
        <tr key={part.part_number}>
          <td className={styles.nowrap}>
            <PartOf part={part} />
          </td>
          <td className={styles.nowrap}>{part.replacement ? <PartOf part={part.replacement} /> : t('noReplacement')}</td>
        </tr>
      ))}
    </DataTable>
  );
}
