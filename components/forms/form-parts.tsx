import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/client/session';
import { textCaptchaHref } from '@/lib/forms/captcha-query';
import type { FormProblem } from '@/lib/forms/state';
import { CaptchaField } from './captcha-field';
import type { useFormCaptcha } from './use-form-captcha';
import { loginHref } from '@/lib/client/session';
import styles from './form.module.css';

/**
 * Pieces the forms posted to their page share inside their islands (./server-form.tsx, the sample form):
 * who is signed in (a member needs no captcha), what the last attempt said, and how the form ends.
 */

/** Signed in as whom, or how to sign in and come back to `here`. */
export function MemberLine({
  user,
  here,
  labels,
}: {
  user: SessionUser | null;
  here: string;
  labels: { memberSignedIn: string; memberSignedOut: string; signIn: string };
}) {
  return (
    <p className={styles.member}>
      {user ? (
        labels.memberSignedIn.replace('{name}', user.nickname || user.username)
      ) : (
        <>
          {labels.memberSignedOut}{' '}
          <a href={loginHref(here)} rel="nofollow">
            {labels.signIn}
          </a>
        </>
      )}
    </p>
  );
}

/** What the last attempt said (lib/forms/alert.ts), when it said anything. */
export function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles.alert}>
      {text}
    </p>
  ) : null;
}

type FormEndProps = {
  /** The captcha field's id. */
  id: string;
  /** A signed-in member's token: no captcha then. */
  token: string | null;
  captcha: ReturnType<typeof useFormCaptcha>;
  /** The form's state after the last attempt: its captcha is marked wrong when that was the problem. */
  state: { sent: true } | { sent: false; problem?: FormProblem };
  /** This page's address (the question in words without script). */
  here: string;
  labels: Parameters<typeof CaptchaField>[0]['labels'] & { sending: string };
  /** What the form collects and why, before the button. */
  notice: ReactNode;
  pending: boolean;
  submit: string;
};

/** The end of a form posted to its page: its captcha (none for a member), its privacy notice, and the button. */
export function FormEnd({ id, token, captcha, state, here, labels, notice, pending, submit }: FormEndProps) {
  return (
    <>
      {token ? null : (
        <CaptchaField
          id={id}
          labels={labels}
          captcha={captcha.shown}
          invalid={!state.sent && state.problem === 'captcha'}
          onRefresh={captcha.hydrated ? captcha.refresh : null}
          onText={captcha.hydrated ? captcha.asText : null}
          textHref={textCaptchaHref(here)}
          textUnavailable={captcha.unavailable}
        />
      )}
      {notice}
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? labels.sending : submit}
      </button>
    </>
  );
}
