import { useTranslations } from 'next-intl';
import { FieldForm } from '@/components/content/field-form';
import { useLocalePath } from '@/components/locale-link';
import styles from './samples.module.css';

/** Without a part samples are offered of: the part number asked for (`part`, the address's, if any) and the way to sales. */
export function SampleLookup({ part }: { part: string }) {
  const t = useTranslations('Samples');
  const path = useLocalePath();
  return (
    <>
      {part ? (
        <p className={styles.notOffered} role="status">
          {t('notOffered', { part })} <a href={path('/contact')}>{t('contactSales')}</a>
        </p>
      ) : null}
      <FieldForm
        action={path('/samples')}
        name={t('title')}
        id="samples-part"
        field="part"
        label={t('part')}
        defaultValue={part}
        submit={t('lookupButton')}
        hint={t('lookupLead')}
        maxLength={64}
      />
    </>
  );
}
