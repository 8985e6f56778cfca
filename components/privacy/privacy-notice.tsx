import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/locale-link';
import styles from './privacy.module.css';

/**
 * What a form collects and why, said before its submit button (issue 24, PIPL), with the privacy policy
 * linked when the backend has one. Rendered on the server and handed to the form's island as a node.
 */
export function PrivacyNotice({ purpose, policy }: { purpose: string; policy: boolean }) {
  const t = useTranslations('Privacy');
  return (
    <p className={styles.notice} data-testid="privacy-notice">
      {purpose}
      {policy ? t.rich('noticeLink', { link: (chunks) => <LocaleLink href="/privacy">{chunks}</LocaleLink> }) : null}
    </p>
  );
}
