'use client';
/**
 * /account, drawn in the browser: the token is in this tab's sessionStorage only (lib/client/session.ts),
 * so the server renders the same page for everyone and the island asks the backend with the token. Signed
 * out: a sign-in link coming back here. Signed in: the member's details (`web/get_member_profile`) and
 * their sample requests with each one's status (`web/get_sample_requests`); a call the backend does not
 * have leaves its section out, a sign-in that no longer holds signs the visitor out.
 */
import { useEffect, useState } from 'react';
import { CALLS, CODE_FAILURE, CODE_NOT_LOGGED_IN, type CallName } from '@/lib/backend/calls';
import type { MemberProfile, SampleRecord } from '@/lib/backend/sample-types';
import { RequestError } from '@/lib/client/request';
import { loginHref, signOut, useKnownSession, type SessionUser } from '@/lib/client/session';
import { recordDay } from '@/lib/samples/records';
import { request } from '@/components/api';
import type { AccountViewLabels } from './account-view.labels';
import styles from './account.module.css';

/** A section's data: loading, there, not offered by the backend, or failed. */
type Read<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'absent' } | { state: 'failed' };

function useMemberRead<T>(user: SessionUser | null | undefined, call: CallName): Read<T> {
  const [read, setRead] = useState<{ key: string; value: Read<T> } | null>(null);
  const key = user ? `${user.id} ${call}` : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    request<T>(call, {}, { quiet: true }).then(
      (value) => live && setRead({ key, value: { state: 'ready', value } }),
      (error: unknown) => {
        if (!live) return;
        const code = error instanceof RequestError ? error.code : null;
        if (code === CODE_NOT_LOGGED_IN) signOut();
        const absent = error instanceof RequestError && (code === CODE_FAILURE || error.status === 404);
        setRead({ key, value: { state: absent ? 'absent' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, call]);
  return read?.key === key ? read.value : { state: 'loading' };
}

const PROFILE_FIELDS = ['name', 'company', 'email', 'phone', 'address'] as const;

export function AccountView({
  labels,
  locale,
  here,
  productHref,
}: {
  labels: AccountViewLabels;
  locale: 'zh' | 'en';
  here: string;
  productHref: string;
}) {
  const user = useKnownSession();
  const profile = useMemberRead<MemberProfile>(user, CALLS.getMemberProfile);
  const requests = useMemberRead<{ list: SampleRecord[] }>(user, CALLS.getSampleRequests);

  if (user === undefined) return <p className={styles.placeholder}>{labels.loading}</p>;
  if (user === null) {
    return (
      <div className={styles.signedOut}>
        <p>{labels.signedOutLead}</p>
        <a className={styles.button} href={loginHref(here)} rel="nofollow">
          {labels.signIn}
        </a>
      </div>
    );
  }

  const details = profile.state === 'ready' ? PROFILE_FIELDS.filter((field) => profile.value[field]) : [];
  return (
    <>
      <section aria-labelledby="account-profile" className={styles.section}>
        <h2 id="account-profile">{labels.profile}</h2>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>{labels.username}</dt>
            <dd>{user.username}</dd>
          </div>
          {profile.state === 'ready'
            ? details.map((field) => (
                <div key={field} className={styles.detail}>
                  <dt>{labels.fields[field]}</dt>
                  <dd>{profile.value[field]}</dd>
                </div>
              ))
            : null}
        </dl>
        <button type="button" className={styles.signOut} onClick={signOut}>
          {labels.signOut}
        </button>
      </section>
      {requests.state === 'absent' ? null : (
        <section aria-labelledby="account-requests" className={styles.section}>
          <h2 id="account-requests">{labels.requests}</h2>
          {requests.state === 'loading' ? <p className={styles.placeholder}>{labels.loading}</p> : null}
          {requests.state === 'failed' ? <p role="alert">{labels.requestsFailed}</p> : null}
          {requests.state === 'ready' ? (
            requests.value.list.length === 0 ? (
              <p>
                {labels.requestsNone} <a href={productHref}>{labels.requestSamples}</a>
              </p>
            ) : (
              <SampleRequests records={requests.value.list} labels={labels} locale={locale} productHref={productHref} />
            )
          ) : null}
        </section>
      )}
    </>
  );
}

function SampleRequests({
  records,
  labels,
  locale,
  productHref,
}: {
  records: SampleRecord[];
  labels: AccountViewLabels;
  locale: 'zh' | 'en';
  productHref: string;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{labels.reference}</th>
          <th scope="col">{labels.fields.part}</th>
          <th scope="col">{labels.fields.quantity}</th>
          <th scope="col">{labels.submittedAt}</th>
          <th scope="col">{labels.status}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.reference}>
            <th scope="row">{record.reference}</th>
            <td data-label={labels.fields.part}>
              {record.product_id ? <a href={`${productHref}/detail/${record.product_id}`}>{record.part_number}</a> : record.part_number}
            </td>
            <td data-label={labels.fields.quantity}>{record.quantity}</td>
            <td data-label={labels.submittedAt}>{recordDay(record.created_at, locale)}</td>
            <td data-label={labels.status}>
              <span className={`${styles.status} ${styles[record.status] ?? ''}`}>{labels.statuses[record.status]}</span>
              {record.updated_at ? (
                <span className={styles.note}>{labels.updatedAt.replace('{date}', recordDay(record.updated_at, locale))}</span>
              ) : null}
              {record.tracking_number ? (
                <span className={styles.note}>
                  {labels.tracking.replace('{carrier}', record.carrier).replace('{number}', record.tracking_number)}
                </span>
              ) : null}
              {record.note ? <span className={styles.note}>{record.note}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
