import { getTranslations } from 'next-intl/server';
import type { CompanyProfile } from '@/lib/backend/types';
import { Section } from '@/components/content/section';
import { FactList } from '@/components/content/fact-list';
import styles from './investor.module.css';
import sectionStyles from '@/components/content/section.module.css';

/** The last section of /investor: the investor relations contact, the details the backend has. */
export async function IrContactSection({ contact: ir }: { contact: CompanyProfile['ir_contact'] }) {
  const t = await getTranslations('Investor');
  const facts = [
    { label: t('secretary'), value: ir.secretary },
    { label: t('representative'), value: ir.representative },
    { label: t('phone'), value: ir.phone },
    { label: t('fax'), value: ir.fax },
    { label: t('email'), value: ir.email ? <a href={`mailto:${ir.email}`}>{ir.email}</a> : '' },
    { label: t('hours'), value: ir.hours },
    { label: t('address'), value: ir.address },
  ].filter((item) => item.value);
  return (
    <Section id="ir-contact" title={t('contact')} className={`${sectionStyles.section} ${sectionStyles.lastSection}`}>
      <FactList facts={facts} className={styles.facts} />
    </Section>
  );
}
