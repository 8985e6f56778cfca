import type { MyQuestion } from './question-records';
import { recordDay } from '@/lib/samples/records';
import type { AccountViewLabels } from './account-view.labels';
import styles from './account.module.css';

/** A member's questions on /account (inside its island): each with its reference, state and, once given, the answer. */
export function MyQuestions({ questions, labels, locale }: { questions: MyQuestion[]; labels: AccountViewLabels; locale: 'zh' | 'en' }) {
  return (
    <ol className={styles.questions}>
      {questions.map((item) => (
        <li key={item.reference}>
          <p className={styles.questionMeta}>
            <span className={styles.reference}>{item.reference}</span>
            <span>{labels.categories[item.category]}</span>
            <span>
              {labels.askedAt} {recordDay(item.asked_at, locale)}
            </span>
            <span className={`${styles.status} ${item.status === 'answered' ? styles.delivered : ''}`}>
              {labels.questionStatuses[item.status]}
            </span>
          </p>
          <p className={styles.questionText}>{item.question}</p>
          {item.answer ? (
            <div className={styles.answer}>
              <p className={styles.note}>
                {labels.answerOf.replace('{date}', item.answered_at ? recordDay(item.answered_at, locale) : '')}
              </p>
              <p className={styles.answerText}>{item.answer}</p>
              {item.published ? <p className={styles.note}>{labels.published}</p> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
