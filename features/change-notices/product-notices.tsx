/**
 * What a product page shows of its change notices, each piece reading its own data (issue 43): the
 * lifecycle badge that leads to them, "notify me", and the "Change notices" section. The page calls
 * `preloadProductNotices` first, so these reads start beside the product's, in one round of calls.
 */
import { getTranslations } from 'next-intl/server';
import { getLocalePath } from '@/i18n/server';
import type { LifecycleStatus } from '@/lib/backend/types';
import { Section } from '@/components/content/section';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import { LocaleLink } from '@/components/locale-link';
import { noticesHref } from './notices';
import { getProductNotices, hasChangeNotices } from './reads';
import { NoticeList } from './notice-list';
import { NotifyMe } from './notify-me';
import { notifyMeLabels } from './notify-me.labels';
import styles from './notices.module.css';

/** Starts the product page's notice reads (React `cache` keeps the answers for the components below). */
export function preloadProductNotices(productId: number | null): void {
  if (productId !== null) void getProductNotices(productId);
  void hasChangeNotices();
}

/** The product's lifecycle, leading to the notices affecting it when there are any. */
export async function ProductLifecycle({ productId, status }: { productId: number; status: LifecycleStatus }) {
  const notices = await getProductNotices(productId);
  if (notices.length === 0) return <LifecycleBadge status={status} />;
  return (
    <a href="#notices" className={styles.badgeLink}>
      <LifecycleBadge status={status} />
      {(await getTranslations('Notices'))('badgeLink', { count: notices.length })}
    </a>
  );
}

/** "Notify me" of the product's notices: members follow a product where the backend has notices at all. */
export async function ProductNotifyMe({ productId, partNumber }: { productId: number; partNumber: string }) {
  const [hasNotices, labels, path] = await Promise.all([hasChangeNotices(), notifyMeLabels(), getLocalePath()]);
  if (!hasNotices) return null;
  return (
    <p className={styles.notifyRow}>
      <NotifyMe kind="product" id={productId} name={partNumber} here={path(`/product/detail/${productId}`)} labels={labels} />
    </p>
  );
}

type Props = {
  productId: number;
  /** The product's line, for the way to its other notices; none: the whole list. */
  line?: number;
};

/** A product page's "Change notices" (`#notices`, where its lifecycle badge leads): the notices affecting its parts. */
export async function ProductNotices({ productId, line }: Props) {
  const [notices] = await Promise.all([getProductNotices(productId)]);
  if (notices.length === 0) return null;
  const t = await getTranslations('Notices');
  return (
    <Section id="notices" title={t('section')}>
      <NoticeList notices={notices} level={3} />
      <p className={styles.feeds}>
        <LocaleLink href={noticesHref({ line })}>{t(line ? 'moreForLine' : 'all')}</LocaleLink>
      </p>
    </Section>
  );
}
