'use client';
/**
 * What an alert mail's link opens (issue 42, finding 9): a button that confirms the subscription, or ends
 * it. Opening the link does nothing by itself, so a mail system's link scanner (a GET, a HEAD) neither
 * confirms nor unsubscribes anyone; the visitor's click posts the form (a React form action: with or
 * without script), the backend is asked, and the answer is shown here: the subscription with its address
 * masked, or that the link does not work. A mail client's own one-click unsubscribe is RFC 8058's POST to
 * app/[locale]/investor/alerts/unsubscribe/one-click.
 */
import { useActionState } from 'react';
import type { AlertLinkState, AlertLinkStep } from './alert-link';
import type { AlertLinkFormLabels } from './alert-link-form.labels';
import styles from '@/components/investor-pages/investor-pages.module.css';

type Props = {
  step: AlertLinkStep;
  /** The link's token, as far as it can be one; null: the link is incomplete or malformed. */
  token: string | null;
  lang: string;
  action: (previous: AlertLinkState, form: FormData) => Promise<AlertLinkState>;
  labels: AlertLinkFormLabels;
  /** The alert form's and the investor page's addresses in the page's language. */
  links: { alerts: string; investor: string };
  /** This page's address: where the form posts without script. */
  here: string;
};

export function AlertLinkForm({ step, token, lang, action, labels, links, here }: Props) {
  const [state, dispatch, pending] = useActionState(action, token ? { kind: 'asking' } : { kind: 'invalid' }, here);
  if (state.kind === 'invalid')
    return (
      <div className={styles.linkResult} role="status">
        <h2>{labels.invalidTitle}</h2>
        <p>{labels.invalidText}</p>
        <p>
          <a href={links.alerts}>{labels.resubscribe}</a>
        </p>
      </div>
    );
  if (state.kind === 'done') {
    const { subscription } = state;
    const text =
      step === 'confirmed'
        ? labels.confirmedText.replace('{email}', subscription.email).replace('{lang}', labels.langs[subscription.alert_lang])
        : labels.unsubscribedText.replace('{email}', subscription.email);
    return (
      <div className={styles.linkResult} role="status" data-result={step}>
        <h2>{labels[step]}</h2>
        <p>{text}</p>
        <ul>
          {subscription.categories.map((category) => (
            <li key={category}>{labels.categories[category]}</li>
          ))}
        </ul>
        <p>
          {step === 'unsubscribed' ? <a href={links.alerts}>{labels.resubscribe}</a> : <a href={links.investor}>{labels.backToInvestor}</a>}
        </p>
      </div>
    );
  }
  return (
    <form className={styles.linkResult} action={dispatch} aria-busy={pending}>
      <input type="hidden" name="token" value={token ?? ''} />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="lang" value={lang} />
      <p>{step === 'confirmed' ? labels.confirmPrompt : labels.unsubscribePrompt}</p>
      {state.kind === 'failed' ? <p role="alert">{labels.linkFailed}</p> : null}
      <p>
        <button type="submit" className={styles.linkButton} disabled={pending}>
          {pending ? labels.linkWorking : step === 'confirmed' ? labels.confirmButton : labels.unsubscribeButton}
        </button>
      </p>
    </form>
  );
}
