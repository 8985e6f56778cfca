import Link from 'next/link';
import styles from './breadcrumb.module.css';

/** One step of a trail as printed: its address already in the page's language, its `lang` when it differs from the page. */
export type TrailItem = { name: string; href?: string; lang?: string };

/**
 * The breadcrumb's markup (server and client alike): a trail of links, the last entry the current page.
 * The server's Breadcrumb writes it with its JSON-LD; the members-only island writes it with the title it
 * reads once the visitor is signed in.
 */
export function BreadcrumbTrail({ label, items }: { label: string; items: TrailItem[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} prefetch={false} {...(item.lang ? { lang: item.lang } : {})}>
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" {...(item.lang ? { lang: item.lang } : {})}>
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
