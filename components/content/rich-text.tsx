import { useLocale } from 'next-intl';
import { sanitizeCmsHtml } from '@/lib/pages/sanitize';
import { toLocale } from '@/i18n/config';
import styles from './rich-text.module.css';

/** CMS HTML, sanitized on the server, its links to the site's pages in the page's language. */
export function RichText({ html }: { html: string }) {
  const clean = sanitizeCmsHtml(html, toLocale(useLocale()));
  if (!clean.trim()) return null;
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
