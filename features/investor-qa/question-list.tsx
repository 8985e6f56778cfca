import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { PublishedQuestion } from './contract';
import { recordDay } from '@/lib/samples/records';
import styles from './qa.module.css';

/**
 * Published questions with the company's answers, each an article (question, who asked and when, the
 * answer and when): all in the HTML, for readers without script and for search engines.
 */
export async function QuestionList({ items }: { items: PublishedQuestion[] }) {
  const locale = await getPageLocale();
  const t = await getTranslations('InvestorQa');
  const day = (iso: string) => <time dateTime={recordDay(iso, 'zh')}>{recordDay(iso, locale)}</time>;
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <article className={styles.item} aria-labelledby={`qa-${item.id}`}>
            <h2 id={`qa-${item.id}`} className={styles.question}>
              <span className={styles.mark} aria-hidden="true">
                {t('question')}
              </span>
              {item.question}
            </h2>
            <p className={styles.meta}>
              <span className={styles.category}>{t(`categories.${item.category}`)}</span>
              <span>{item.asker || t('anonymous')}</span>
              <span>{t.rich('asked', { date: () => day(item.asked_at) })}</span>
            </p>
            <div className={styles.answer}>
              <span className={styles.mark} aria-hidden="true">
                {t('answer')}
              </span>
              <div>
                <p className={styles.answerText}>{item.answer}</p>
                <p className={styles.meta}>{t.rich('answered', { date: () => day(item.answered_at) })}</p>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
