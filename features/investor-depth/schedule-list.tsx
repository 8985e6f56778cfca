import type { ReactNode } from 'react';
import type { Timed } from './schedule';
import { LocaleLink } from '@/components/locale-link';
import { WhenText } from './when-text';
import styles from './schedule-list.module.css';

type Props<T> = { items: Timed<T>[]; href: (item: T) => string; meta: (item: T) => ReactNode };

/** Meetings or briefings as cards: when, the title linking its page, and a line of what it holds. */
export function ScheduleList<T extends { id: number; title: string }>({ items, href, meta }: Props<T>) {
  return (
    <ol className={styles.cards}>
      {items.map(({ item, timing }) => (
        <li key={item.id} className={styles.card}>
          <p className={styles.cardWhen}>
            <WhenText timing={timing} />
          </p>
          <h3 className={styles.cardTitle}>
            <LocaleLink href={href(item)}>{item.title}</LocaleLink>
          </h3>
          <p className={styles.cardMeta}>{meta(item)}</p>
        </li>
      ))}
    </ol>
  );
}
