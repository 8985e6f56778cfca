import { getTranslations } from 'next-intl/server';
import type { AlertSubscription } from '@/lib/backend/alert-types';
import { ALERTS_PATH } from '@/lib/investor/alert-form';
import { LocaleLink } from '@/components/locale-link';
import styles from './investor-pages.module.css';

/**
 * What a mail's link did: the subscription confirmed, or ended, with the address (masked) and what it was
 * for; or that the link does not work, with the way to subscribe again.
 */
export async function AlertResult({ kind, subscription }: { kind: 'confirmed' | 'unsubscribed'; subscription: AlertSubscription | null }) {
  const t = await getTranslations('Alerts');
  if (!subscription)
    return (
      <div className={styles.linkResult} role="status">
        <h2>{t('invalidTitle')}</h2>
        <p>{t('invalidText')}</p>
        <p>
          <LocaleLink href={ALERTS_PATH}>{t('resubscribe')}</LocaleLink>
        </p>
      </div>
    );
  return (
    <div className={styles.linkResult} role="status" data-result={kind}>
      <h2>{t(kind)}</h2>
      <p>
        {kind === 'confirmed'
          ? t('confirmedText', { email: subscription.email, lang: t(`langs.${subscription.alert_lang}`) })
          : t('unsubscribedText', { email: subscription.email })}
      </p>
      <ul>
        {subscription.categories.map((category) => (
          <li key={category}>{t(`categories.${category}`)}</li>
        ))}
      </ul>
      <p>
        {kind === 'unsubscribed' ? (
          <LocaleLink href={ALERTS_PATH}>{t('resubscribe')}</LocaleLink>
        ) : (
          <LocaleLink href="/investor">{t('backToInvestor')}</LocaleLink>
        )}
      </p>
    </div>
  );
}
