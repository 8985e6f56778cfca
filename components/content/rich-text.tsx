import { sanitizeCmsHtml } from '@/lib/server/sanitize';
import styles from './content.module.css';

/** CMS HTML, sanitized on the server. */
export function RichText({ html }: { html: string }) {
  const clean = sanitizeCmsHtml(html);
  if (!clean.trim()) return null;
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
