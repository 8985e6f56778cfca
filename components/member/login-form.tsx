'use client';

import { localePath, splitLocalePath } from '@/i18n/paths';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { CALLS } from '@/lib/backend/calls';
import { request } from '@/components/api';
import { RequestError } from '@/lib/client/request';
import { safeNextPath, signIn, useSession, type SessionUser } from '@/lib/client/session';
import { useCaptcha } from '@/components/use-captcha';
import { CaptchaTextSwitch } from '@/components/forms/captcha-text-switch';
import { CaptchaButton } from '@/components/forms/captcha-button';
import type { LoginLabels } from './login-form.labels';
import styles from './member.module.css';

type LoginAnswer = { token: string; expires_in: number; user: SessionUser };

/**
 * Sign-in with web/login (docs/backend-api.md): account, password and the image captcha. The token and
 * the user go where requirements §3 keeps them (sessionStorage `token`, `userInfo`), and the visitor returns to
 * the page that sent them here (`?next=`, a path of this site only). `notice` says what the form collects
 * and why, before its button (components/privacy/privacy-notice.tsx).
 */
export function LoginForm({ labels, notice }: { labels: LoginLabels; notice?: ReactNode }) {
  const router = useRouter();
  const user = useSession();
  const { captcha, failed, unavailable, reload, asText } = useCaptcha(CALLS.login);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captcha) return;
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    if (!field('username') || !field('password') || !field('verify_code')) {
      setError(labels.missing);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await request<LoginAnswer>(CALLS.login, {
        username: field('username'),
        password: String(data.get('password') ?? ''),
        verify_key: captcha.key,
        verify_code: field('verify_code'),
      });
      signIn(answer.token, answer.user);
      const home = localePath(splitLocalePath(window.location.pathname).locale, '/');
      router.replace(safeNextPath(new URLSearchParams(window.location.search).get('next'), home));
    } catch (failure) {
      // The backend's refusal was toasted (requirements §8); it also stands next to the form.
      setError(failure instanceof RequestError && failure.code !== null ? failure.message : labels.failed);
      reload();
    } finally {
      setSubmitting(false);
    }
  };

  if (user) {
    return (
      <p className={styles.note} role="status">
        {labels.signedInAs.replace('{name}', user.nickname || user.username)}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={labels.form} noValidate>
      <label className={styles.field}>
        {labels.username}
        <input name="username" autoComplete="username" required maxLength={64} />
      </label>
      <label className={styles.field}>
        {labels.password}
        <input name="password" type="password" autoComplete="current-password" required maxLength={128} />
      </label>
      <div className={styles.field}>
        <label htmlFor="login-captcha">{labels.captcha}</label>
        {captcha?.question ? (
          <p id="login-captcha-question" className={styles.captchaQuestion}>
            {captcha.question}
          </p>
        ) : null}
        <div className={styles.captchaRow}>
          <input
            id="login-captcha"
            name="verify_code"
            autoComplete="off"
            required
            maxLength={16}
            aria-describedby={captcha?.question ? 'login-captcha-question' : undefined}
          />
          <CaptchaButton
            captcha={captcha}
            labels={labels}
            className={styles.captchaButton}
            onClick={reload}
            waiting={<span>{failed ? labels.captchaFailed : labels.captchaLoading}</span>}
          />
        </div>
        {captcha?.question ? null : <CaptchaTextSwitch labels={labels} unavailable={unavailable} onText={asText} />}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {notice}
      <button type="submit" className={styles.submit} disabled={!captcha || submitting}>
        {submitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
