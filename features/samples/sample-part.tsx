import { useTranslations } from 'next-intl';
import type { Article } from '@/lib/backend/types';
import { ContentText } from '@/components/content/content-language';
import type { SampleOption } from './contract';
import styles from './samples.module.css';

/** The part samples are asked for: its number, its product (`productHref`: that page) and the most one may ask for. */
export function SamplePart({ option, product, productHref }: { option: SampleOption; product: Article | null; productHref: string }) {
  const t = useTranslations('Samples');
  return (
    <div className={styles.part}>
      <span className={styles.partNumber}>{option.part_number}</span>
      {product ? (
        <p>
          {t('product')}:{' '}
          <a href={productHref}>
            <ContentText lang={product.lang}>{product.title}</ContentText>
          </a>
        </p>
      ) : null}
      <p>{t('maxQuantity', { count: option.max_quantity })}</p>
    </div>
  );
}
