import type { SessionUser } from '@/lib/client/session';
import { loginHref } from '@/lib/client/session';
import styles from './form.module.css';

/**
 * Pieces the forms posted to their page share inside their islands (./server-form.tsx, the sample form):
 * who is signed in (a member needs no captcha) and what the last attempt said.
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
