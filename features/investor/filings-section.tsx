import type { getCategory } from '@/lib/backend';
import { Section } from '@/components/content/section';
import { FilingList } from '@/components/content/article-list';
import sectionStyles from '@/components/content/section.module.css';

type Filings = Awaited<ReturnType<typeof getCategory>>;

/** A section of /investor that lists a category's documents (governance, investor activities) under its own name. */
export function FilingsSection({ id, filings, note }: { id: string; filings: Filings | null; note: string }) {
  if (!filings) return null;
  return (
    <Section id={id} title={filings.category.name} note={note} className={sectionStyles.section}>
      <FilingList items={filings.articles.list} />
    </Section>
  );
}
