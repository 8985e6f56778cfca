import { formatBytes } from '@/lib/format';
import styles from './attachment-list.module.css';

export type AttachmentItem = { name: string; url: string; size: number; newTab?: boolean };

/** An article's files: name, size and a link; rendered on the server and by the members-only island. */
export function AttachmentList({ items, heading }: { items: AttachmentItem[]; heading: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="attachments" className={styles.attachments}>
      <h2 id="attachments">{heading}</h2>
      <ul>
        {items.map((file) => (
          <li key={file.url}>
            {file.newTab ? (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            ) : (
              <a href={file.url} download>
                {file.name || file.url.split('/').at(-1)}
              </a>
            )}
            {file.size > 0 ? <span>{formatBytes(file.size)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
