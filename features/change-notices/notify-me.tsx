'use client';
/**
 * "Notify me" of change notices for a product or a product line (`web/get_subscriptions`,
 * `web/set_subscription`; the backend stores and sends). Signed out (and on the server, and until the
 * session is read): a link to sign in and come back. Signed in: a toggle button; nothing when the backend
 * does not keep subscriptions. Changed here or on /account.
 */
import { useState } from 'react';
import { CALLS } from '@/lib/backend/calls';
import { isSubscribed, readSubscriptions, type SubscriptionKind } from '@/lib/backend/subscription-form';
import { loginHref, useSession } from '@/lib/client/session';
import { request } from '@/components/api';
import { useMemberRead } from '@/components/member/use-member-read';
import type { NotifyMeLabels } from './notify-me.labels';
import styles from './notices.module.css';

export function NotifyMe({
  kind,
  id,
  name,
  here,
  labels,
}: {
  kind: SubscriptionKind;
  id: number;
  /** The product's part number or the line's name. */
  name: string;
  here: string;
  labels: NotifyMeLabels;
}) {
  const user = useSession();
  const [subscriptions, update] = useMemberRead(user, CALLS.getSubscriptions, readSubscriptions);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!user) {
    return (
      <a className={styles.notify} href={loginHref(here)} rel="nofollow">
        {labels.signIn}
      </a>
    );
  }
  if (subscriptions.state === 'absent' || subscriptions.state === 'failed') return null;
  const on = subscriptions.state === 'ready' && isSubscribed(subscriptions.value, kind, id);
  const toggle = () => {
    setBusy(true);
    setFailed(false);
    request<unknown>(CALLS.setSubscription, { kind, id, on: !on }, { quiet: true })
      .then(
        (data) => update(readSubscriptions(data)),
        () => setFailed(true),
      )
      .finally(() => setBusy(false));
  };
  return (
    <span className={styles.notify}>
      <button type="button" aria-pressed={on} disabled={busy || subscriptions.state === 'loading'} onClick={toggle}>
        {(on ? labels.following : labels.follow).replace('{name}', name)}
      </button>
      {failed ? <span role="alert">{labels.failed}</span> : null}
    </span>
  );
}
