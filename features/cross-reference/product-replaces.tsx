import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/content/data-table';
import { getReplacedParts } from './reads';
import { crossReferencePartPath } from '@/lib/cross-reference/page-query';
import { LocaleLink } from '@/components/locale-link';
import { Section } from '@/components/content/section';
import { MatchBadge } from '@/components/cross-reference/match-badge';

/** Starts the product page's cross-reference read beside the product's (React `cache` keeps it for the section). */
export function preloadReplacedParts(productId: number | null): void {
  if (productId !== null) void getReplacedParts(productId);
}

/**
 * A product page's "Replaces": the other vendors' parts this product replaces, each with its match type
 * and a link to its cross-reference page (the figures side by side). Left out when there are none.
 */
export async function ProductReplaces({ productId, partNumber }: { productId: number; partNumber: string }) {
  const items = await getReplacedParts(productId);
  const rows = items.flatMap((item) => {
    const replacement = item.replacements.find((candidate) => candidate.product_id === productId);
    return replacement ? [{ item, replacement }] : [];
  });
  if (rows.length === 0) return null;
  const t = await getTranslations('CrossReference');
  return (
    <Section id="replaces" title={t('replaces')} note={t('replacesNote', { part: partNumber })}>
      <DataTable label={t('replacesTable', { part: partNumber })} columns={[t('otherPart'), t('vendor'), t('matchType'), t('package')]}>
        {rows.map(({ item, replacement }) => (
          <tr key={`${item.vendor} ${item.part_number}`}>
            <td>
              <LocaleLink href={crossReferencePartPath(item.part_number)}>{item.part_number}</LocaleLink>
            </td>
            <td>{item.vendor}</td>
            <td>
              <MatchBadge match={replacement.match} />
            </td>
            <td>{item.package}</td>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}
