'use client';
/**
 * What the identity link of a privacy request opens: a button that confirms that the requester holds the address.
 * Opening the link does nothing by itself, so a mail system's link scanner (a GET, a HEAD) confirms nothing; the
 * visitor's click posts the form (a React form action: with or without script), the backend is asked, and the answer
 * is shown here: the request's reference and kind, or that the link does not work.
 */
import { useActionState } from 'react';
import type { PrivacyConfirmState } from './confirm';
import type { PrivacyConfirmLabels } from './confirm-form.labels';
import styles from '@/components/investor-pages/investor-pages.module.css';

type Props = {
  /** The link's token, as far as it can be one; null: the link is incomplete or malformed. */
  token: string | null;
  lang: string;
  action: (previous: PrivacyConfirmState, form: FormData) => Promise<PrivacyConfirmState>;
  labels: PrivacyConfirmLabels;
  /** The request form's and the policy's addresses in the page's language. */
  links: { request: string; policy: string };
  /** This page's address: where the form posts without script. */
  here: string;
};

export function PrivacyConfirmForm({ token, lang, action, labels, links, here }: Props) {
  const [state, dispatch, pending] = useActionState(action, token ? { kind: 'asking' } : { kind: 'invalid' }, here);
  if (state.kind === 'invalid')
    return (
      <div className={styles.linkResult} role="status">
        <h2>{labels.invalidTitle}</h2>
        <p>{labels.invalidText}</p>
        <p>
          <a href={links.request}>{labels.newRequest}</a>
        </p>
      </div>
    );
  if (state.kind === 'done')
    return (
      <div className={styles.linkResult} role="status" data-result="confirmed">
        <h2>{labels.confirmedTitle}</h2>
        <p>{labels.confirmedText.replace('{reference}', state.reference).replace('{kind}', labels.kinds[state.request])}</p>
        <p>
          <a href={links.policy}>{labels.backToPolicy}</a>
        </p>
      </div>
    );
  return (
    <form className={styles.linkResult} action={dispatch} aria-busy={pending}>
      <input type="hidden" name="token" value={token ?? ''} />
      <input type="hidden" name="lang" value={lang} />
      <p>{labels.confirmPrompt}</p>
      {state.kind === 'failed' ? <p role="alert">{labels.confirmFailed}</p> : null}
      <p>
        <button type="submit" className={styles.linkButton} disabled={pending}>
          {pending ? labels.confirmWorking : labels.confirmButton}
        </button>
      </p>
    </form>
  );
}
