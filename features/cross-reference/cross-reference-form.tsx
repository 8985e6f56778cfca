import { getTranslations } from 'next-intl/server';
import { getLocalePath } from '@/i18n/server';
import { MAX_QUERY_LENGTH } from '@/lib/search/tokens';
import { CROSS_REFERENCE_PATH } from '@/lib/cross-reference/page-query';
import { FieldForm } from '@/components/content/field-form';

/**
 * The cross-reference search: a plain GET form (`?q=`) that works without JavaScript; the results are the
 * server's. `example`: a part number the backend knows, shown as the placeholder.
 */
export async function CrossReferenceForm({ defaultValue, example, id }: { defaultValue: string; example?: string; id: string }) {
  const [t, path] = await Promise.all([getTranslations('CrossReference'), getLocalePath()]);
  return (
    <FieldForm
      action={path(CROSS_REFERENCE_PATH)}
      name={t('heading')}
      id={id}
      field="q"
      label={t('fieldLabel')}
      defaultValue={defaultValue}
      placeholder={example ? t('placeholder', { example }) : undefined}
      submit={t('submit')}
      hint={t('hint')}
      maxLength={MAX_QUERY_LENGTH}
    />
  );
}
