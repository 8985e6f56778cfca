import { getTranslations } from 'next-intl/server';
import type { ProductDocument } from '@/lib/backend/types';
import { groupByType } from '@/lib/resources/library';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { DocumentTable } from '@/components/resources/document-table';
import { memberDocumentLabels } from '@/components/resources/member-document.labels';
import resourceStyles from '@/components/resources/resources.module.css';

/**
 * A product's documents grouped by type (datasheets, application notes, models, CAD files, reference
 * designs…): title, version, date and size, public ones opening in a new tab, members' ones behind a
 * lock. `libraryHref`: the library (`/product/resources`) at the product's line, when the backend has one.
 * Left out when no document has anything to link to.
 */
export async function ProductDocuments(props: { documents: ProductDocument[]; libraryHref: string | null }) {
  // A document whose path the site could not take (another host, `..`) has nothing to link to; a
  // members' document is fetched by its id.
  const documents = props.documents.filter((doc) => doc.url || doc.access === 'member');
  if (documents.length === 0) return null;
  const { libraryHref } = props;
  const [t, resources] = await Promise.all([getTranslations('Product'), getTranslations('Resources')]);
  // The download control's code and text only on a page that lists a members' document.
  const memberLabels = documents.some((doc) => doc.access === 'member') ? await memberDocumentLabels() : undefined;
  return (
    <Section id="documents" title={t('documents')}>
      {groupByType(documents).map((group) => (
        <div key={group.type}>
          <h3 className={resourceStyles.groupTitle}>{resources(`types.${group.type}`)}</h3>
          <DocumentTable
            documents={group.documents}
            label={`${resources(`types.${group.type}`)}: ${t('documentsTable')}`}
            memberLabels={memberLabels}
          />
        </div>
      ))}
      {libraryHref ? (
        <p className={resourceStyles.allLink}>
          <LocaleLink href={libraryHref}>{resources('all')} →</LocaleLink>
        </p>
      ) : null}
    </Section>
  );
}
