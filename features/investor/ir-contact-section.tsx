import { getTranslations } from 'next-intl/server';
import type { CompanyProfile } from '@/lib/backend/types';
import { QA_PATH } from '@/lib/investor-qa/query';
import { Section } from '@/components/content/section';
import { FactList } from '@/components/content/fact-list';
import { LocaleLink } from '@/components/locale-link';
import styles from '@/components/investor/investor.module.css';
import sectionStyles from '@/components/content/section.module.css';

/**
 * The last section of /investor: the investor relations contact, the details the backend has, and the
 * complaint channels (the backend's, the online Q&A while the backend has one, and always the CSRC's hotline).
 */
export async function IrContactSection({ contact: ir, qa }: { contact: CompanyProfile['ir_contact']; qa: boolean }) {
  const [t, questions] = await Promise.all([getTranslations('Investor'), getTranslations('InvestorQa')]);
  const online = qa ? questions.rich('complaintsOnline', { link: (chunks) => <LocaleLink href={QA_PATH}>{chunks}</LocaleLink> }) : null;
  // The regulator's line is every investor's, whatever channel the company has.
  const hotline = questions('csrcHotline', { also: ir.complaints || online ? 'yes' : 'no' });
  const facts = [
    { label: t('secretary'), value: ir.secretary },
    { label: t('representative'), value: ir.representative },
    { label: t('phone'), value: ir.phone },
    { label: t('fax'), value: ir.fax },
    { label: t('email'), value: ir.email ? <a href={`mailto:${ir.email}`}>{ir.email}</a> : '' },
    { label: t('hours'), value: ir.hours },
    { label: t('address'), value: ir.address },
    {
      label: questions('complaints'),
      value: (
        <>
          {ir.complaints}
          {ir.complaints ? <br /> : null}
          {online}
          {hotline}
        </>
      ),
    },
  ].filter((item) => item.value);
  return (
    <Section id="ir-contact" title={t('contact')} className={`${sectionStyles.section} ${sectionStyles.lastSection}`}>
      <FactList facts={facts} className={styles.facts} />
      {qa ? (
        <p className={styles.qaLink}>
          <LocaleLink href={QA_PATH}>{questions('qaLink')} →</LocaleLink>
        </p>
      ) : null}
    </Section>
  );
}
