import type { FormLabels } from './server-form.labels';
import styles from './form.module.css';

/** What a sent form shows: its title and text, and where to go next (built on the server). */
export type SentView = {
  title: string;
  text: string;
  /** Said to a signed-in member (where to follow it), when the form takes members. */
  member?: { text: string; href: string; label: string };
  next: readonly { href: string; label: string }[];
};

/** The confirmation of a sent form: the reference the visitor quotes (when the backend gave one), what happens next, where to go. */
export function FormSent({
  id,
  view,
  reference,
  member,
  labels,
}: {
  id: string;
  view: SentView;
  reference: string;
  member: boolean;
  labels: FormLabels;
}) {
  return (
    <section className={styles.sent} aria-labelledby={`${id}-sent`} role="status">
      <h2 id={`${id}-sent`}>{view.title}</h2>
      {reference ? (
        <p className={styles.reference}>
          {labels.reference} <strong>{reference}</strong>
        </p>
      ) : null}
      <p>{view.text}</p>
      {member && view.member ? (
        <p>
          {view.member.text} <a href={view.member.href}>{view.member.label} →</a>
        </p>
      ) : null}
      <p className={styles.next}>
        {view.next.map((link) => (
          <a key={link.href} href={link.href}>
            {link.label}
          </a>
        ))}
      </p>
    </section>
  );
}
