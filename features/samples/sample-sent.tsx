import type { SampleFormState } from '@/lib/backend/sample-form';
import type { SampleFormLabels } from './sample-form.labels';
import formStyles from '@/components/forms/form.module.css';

type Sent = Extract<SampleFormState, { sent: true }>;

/** The confirmation of a sample request: its reference, what was asked for, and where to go next. */
export function SampleSent({
  labels,
  state,
  productHref,
  accountHref,
  anotherHref,
}: {
  labels: SampleFormLabels;
  state: Sent;
  productHref: string;
  accountHref: string;
  anotherHref: string;
}) {
  return (
    <section className={formStyles.sent} aria-labelledby="sample-sent" role="status">
      <h2 id="sample-sent">{labels.sentTitle}</h2>
      <p className={formStyles.reference}>
        {labels.sentReference} <strong>{state.reference}</strong>
      </p>
      <p>{labels.sentText.replace('{part}', state.partNumber).replace('{quantity}', String(state.quantity))}</p>
      {state.member ? (
        <p>
          {labels.sentMember} <a href={accountHref}>{labels.account} →</a>
        </p>
      ) : null}
      <p className={formStyles.next}>
        <a href={productHref}>{labels.backToProduct}</a>
        <a href={anotherHref}>{labels.another}</a>
      </p>
    </section>
  );
}
