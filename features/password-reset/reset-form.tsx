'use client';
/**
 * What a password-reset link opens: the new password, twice, and a button. Opening the link changes nothing, so a
 * mail system's link scanner (a GET, a HEAD) spends no link; the visitor's click posts the form (a React form action:
 * with or without script), the backend sets the password, and the answer is shown here: the account to sign in with,
 * or why not. A password typed is never given back to the page.
 */
import { useActionState } from 'react';
import { PASSWORD_LENGTH, type ResetState } from './reset';
import type { ResetFormLabels } from './reset-form.labels';
import styles from '@/components/forms/form.module.css';
import own from './reset.module.css';

type Props = {
  /** The link's token, as far as it can be one; null: the link is incomplete or malformed. */
  token: string | null;
  lang: string;
  action: (previous: ResetState, form: FormData) => Promise<ResetState>;
  labels: ResetFormLabels;
  /** The sign-in page's and the forgotten-password form's addresses in the page's language. */
  links: { login: string; forgot: string };
  /** This page's address: where the form posts without script. */
  here: string;
};

const ID = 'password-reset';

export function ResetForm({ token, lang, action, labels, links, here }: Props) {
  const [state, dispatch, pending] = useActionState(action, token ? { kind: 'asking' } : { kind: 'invalid' }, here);
  if (state.kind === 'invalid')
    return (
      <section className={own.invalid} role="status" aria-labelledby={`${ID}-result`} data-result="invalid">
        <h2 id={`${ID}-result`}>{labels.invalidTitle}</h2>
        <p>{labels.invalidText}</p>
        <p className={styles.next}>
          <a href={links.forgot}>{labels.askAgain}</a>
        </p>
      </section>
    );
  if (state.kind === 'done')
    return (
      <section className={styles.sent} role="status" aria-labelledby={`${ID}-result`} data-result="reset">
        <h2 id={`${ID}-result`}>{labels.doneTitle}</h2>
        <p>{labels.doneText.replace('{username}', state.username)}</p>
        <p className={styles.next}>
          <a href={links.login}>{labels.signIn} →</a>
        </p>
      </section>
    );
  const { problem, refusal, failed, retryAfter } = state;
  const alert =
    refusal ?? (retryAfter !== undefined ? labels.tooMany.replace('{seconds}', String(retryAfter)) : failed ? labels.resetFailed : null);
  const mismatch = problem === 'mismatch';
  const field = (name: 'password' | 'repeat', invalid: boolean) => (
    <div className={styles.field}>
      <label htmlFor={`${ID}-${name}`}>{name === 'password' ? labels.newPassword : labels.repeatPassword}</label>
      <input
        id={`${ID}-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_LENGTH.min}
        maxLength={PASSWORD_LENGTH.max}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${ID}-problem` : undefined}
      />
      {invalid ? (
        <p id={`${ID}-problem`} className={styles.error}>
          {labels.problems[problem!]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form action={dispatch} className={styles.form} aria-label={labels.resetSubmit} aria-busy={pending} id={ID}>
      <input type="hidden" name="token" value={token ?? ''} />
      <input type="hidden" name="lang" value={lang} />
      <p>{labels.resetPrompt}</p>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
          {refusal ? (
            <>
              {' '}
              <a href={links.forgot}>{labels.askAgain}</a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className={styles.fields}>
        {field('password', problem !== undefined && !mismatch)}
        {field('repeat', mismatch)}
      </div>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? labels.resetWorking : labels.resetSubmit}
      </button>
    </form>
  );
}
