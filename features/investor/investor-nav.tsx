import { getTranslations } from 'next-intl/server';
import { BRIEFINGS_ANCHOR, EVENTS_ANCHOR } from '@/lib/investor-paths';
import type { Category } from '@/lib/backend/types';
import styles from '@/components/investor/investor.module.css';

type Part = { category: Category } | null;

type Props = {
  financials: boolean;
  events: boolean;
  briefings: boolean;
  parts: { announcements: Part; reports: Part; governance: Part; activities: Part };
};

/** The links to /investor's sections at its top, one per section the page shows, in its order. */
export async function InvestorNav({ financials, events, briefings, parts }: Props) {
  const [t, calendar, figures, pages] = await Promise.all([
    getTranslations('Investor'),
    getTranslations('IrEvents'),
    getTranslations('Financials'),
    getTranslations('IrPages'),
  ]);
  const anchors = [
    { id: 'stock', label: t('stock') },
    financials ? { id: 'financials', label: figures('heading') } : null,
    events ? { id: EVENTS_ANCHOR, label: calendar('heading') } : null,
    briefings ? { id: BRIEFINGS_ANCHOR, label: pages('briefings') } : null,
    ...Object.entries(parts).map(([id, part]) => (part ? { id, label: part.category.name } : null)),
    { id: 'ir-contact', label: t('contactNav') },
  ].filter((anchor) => anchor !== null);
  return (
    <nav aria-label={t('pageNav')} className={styles.anchorNav}>
      {anchors.map((anchor) => (
        <a key={anchor.id} href={`#${anchor.id}`}>
          {anchor.label}
        </a>
      ))}
    </nav>
  );
}
