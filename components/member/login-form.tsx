'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { CALLS } from '@/lib/backend/calls';
import { request } from '@/lib/client/api';
import { RequestError } from '@/lib/client/request';
import { safeNextPath, signIn, useSession, type SessionUser } from '@/lib/client/session';
import { useCaptcha } from '@/lib/client/use-captcha';
import styles from './member.module.css';

type LoginAnswer = { token: string; expires_in: number; user: SessionUser };

/**
 * Sign-in with web/login (docs/backend-api.md): account, password and the image captcha. The token and
 * the user go where SPEC §3 keeps them (sessionStorage `token`, `userInfo`), and the visitor returns to
 * the page that sent them here (`?next=`, a path of this site only).
 */
export function LoginForm() {
  const router = useRouter();
  const user = useSession();
  const { captcha, failed, reload } = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captcha) return;
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    if (!field('username') || !field('password') || !field('verify_code')) {
      setError('请填写账号、密码和验证码');
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
      router.replace(safeNextPath(new URLSearchParams(window.location.search).get('next')));
    } catch (failure) {
      // The backend's refusal was toasted (SPEC §8); it also stands next to the form.
      setError(failure instanceof RequestError && failure.code !== null ? failure.message : '登录失败，请稍后重试');
      void reload();
    } finally {
      setSubmitting(false);
    }
  };

  if (user) {
    return (
      <p className={styles.note} role="status">
        您已登录为 {user.nickname || user.username}。
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="会员登录" noValidate>
      <label className={styles.field}>
        账号
        <input name="username" autoComplete="username" required maxLength={64} />
      </label>
      <label className={styles.field}>
        密码
        <input name="password" type="password" autoComplete="current-password" required maxLength={128} />
      </label>
      <div className={styles.field}>
        <label htmlFor="login-captcha">验证码</label>
        <div className={styles.captchaRow}>
          <input id="login-captcha" name="verify_code" autoComplete="off" required maxLength={16} />
          <button type="button" className={styles.captchaButton} onClick={() => void reload()} aria-label="看不清，换一张验证码" title="看不清，换一张">
            {captcha ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data: URL from the backend
              <img src={captcha.image} alt="验证码图片" width={120} height={40} />
            ) : (
              <span>{failed ? '加载失败，点击重试' : '加载中…'}</span>
            )}
          </button>
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={!captcha || submitting}>
        {submitting ? '登录中…' : '登录'}
      </button>
    </form>
  );
}
