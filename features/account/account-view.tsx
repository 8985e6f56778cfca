'use client';
/**
 * /account, drawn in the browser: the token is in this tab's sessionStorage only (lib/client/session.ts),
 * so the server renders the same page for everyone and the island asks the backend with the token. Signed
 * out: a sign-in link coming back here. Signed in: the member's details (`web/get_member_profile`), the
 * change notices they follow (`web/get_subscriptions`, each with a way to stop) and their sample requests
 * with each one's status (`web/get_sample_requests`), their investor questions with the answers
 * (`web/get_my_questions`), their e-mail alerts (`web/get_my_alerts`, `web/set_my_alerts`); a call the backend does not
 * have leaves its section out, a sign-in that no longer holds signs the visitor out.
 */
import { useState, type ReactNode } from 'react';
import { CALLS } from '@/lib/backend/calls';
import { readSubscriptions, type Subscription } from '@/lib/backend/subscription-form';
import { request } from '@/components/api';
import { loginHref, signOut, useKnownSession } from '@/lib/client/session';
import { useMemberRead, type Read } from '@/components/member/use-member-read';
import { PROFILE_FIELDS, readProfile, readSampleRecords, recordDay, type AccountRecord } from '@/lib/samples/records';
import type { AccountViewLabels } from './account-view.labels';
import { readMyQuestions } from './question-records';
import { MyQuestions } from './my-questions';
import { MyAlertsForm } from './my-alerts';
import { readMyAlerts } from './alert-records';
import type { AlertCategory } from '@/lib/backend/alert-categories';
import styles from './account.module.css';

export function AccountView({
  labels,
  locale,
  here,
  productHref,
  noticesHref,
  askHref,
  privacyRequestHref,
  alertCategories,
  policyVersion,
}: {
  labels: AccountViewLabels;
  locale: 'zh' | 'en';
  here: string;
  productHref: string;
  /** The change notices list, which `?line=` narrows to a product line. */
  noticesHref: string;
  /** The question form, while the backend has an investor Q&A. */
  askHref: string | null;
  /** The form to exercise one's rights (close the account), while the site has a privacy policy. */
  privacyRequestHref: string | null;
  /** What may be subscribed to by mail, while the backend has alerts (`web/get_alert_options`). */
  alertCategories: readonly AlertCategory[] | null;
  /** The privacy policy's version (its date), which a consent given here names. */
  policyVersion: string;
}) {
  const user = useKnownSession();
  const [profile] = useMemberRead(user, CALLS.getMemberProfile, readProfile);
  const [requests] = useMemberRead(user, CALLS.getSampleRequests, readSampleRecords);
  const [subscriptions, updateSubscriptions] = useMemberRead(user, CALLS.getSubscriptions, readSubscriptions);
  const [questions] = useMemberRead(user, CALLS.getMyQuestions, readMyQuestions);
  const [alerts, updateAlerts] = useMemberRead(user, CALLS.getMyAlerts, readMyAlerts);

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

  const details =
    profile.state === 'ready'
      ? PROFILE_FIELDS.flatMap((field) => (profile.value[field] ? [[field, profile.value[field]] as const] : []))
      : [];
  return (
    <>
      <section aria-labelledby="account-profile" className={styles.section}>
        <h2 id="account-profile">{labels.profile}</h2>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>{labels.username}</dt>
            <dd>{user.username}</dd>
          </div>
          {details.map(([field, value]) => (
            <div key={field} className={styles.detail}>
              <dt>{labels.fields[field]}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className={styles.signOut} onClick={signOut}>
          {labels.signOut}
        </button>
        {privacyRequestHref ? (
          <p className={styles.note}>
            <a href={privacyRequestHref}>{labels.privacyRequest}</a>
          </p>
        ) : null}
      </section>
      {subscriptions.state === 'absent' ? null : (
        <ReadSection name="subscriptions" read={subscriptions} labels={labels}>
          {(list) => (
            <Subscriptions list={list} labels={labels} productHref={productHref} noticesHref={noticesHref} onChange={updateSubscriptions} />
          )}
        </ReadSection>
      )}
      {requests.state === 'absent' ? null : (
        <ReadSection name="requests" read={requests} labels={labels}>
          {(records) =>
            records.length === 0 ? (
              <p>
                {labels.requestsNone} <a href={productHref}>{labels.requestSamples}</a>
              </p>
            ) : (
              <SampleRequests records={records} labels={labels} locale={locale} productHref={productHref} />
            )
          }
        </ReadSection>
      )}
      {alerts.state === 'absent' || !alertCategories ? null : (
        <ReadSection name="alerts" read={alerts} labels={labels}>
          {(value) => (
            <MyAlertsForm alerts={value} offered={alertCategories} labels={labels} policyVersion={policyVersion} onChange={updateAlerts} />
          )}
        </ReadSection>
      )}
      {questions.state === 'absent' || !askHref ? null : (
        <ReadSection
          name="questions"
          read={questions}
          labels={labels}
          after={
            <p>
              <a href={askHref}>{labels.askQuestion} →</a>
            </p>
          }
        >
          {(list) => (list.length === 0 ? <p>{labels.questionsNone}</p> : <MyQuestions questions={list} labels={labels} locale={locale} />)}
        </ReadSection>
      )}
    </>
  );
}

/** A section drawn from one of the member's reads: loading, failed, or its answer drawn by `children`. */
function ReadSection<T>({
  name,
  read,
  labels,
  after,
  children,
}: {
  /** Its heading's label in the labels, and its id as `account-<name>`. */
  name: 'subscriptions' | 'requests' | 'alerts' | 'questions';
  read: Read<T>;
  labels: AccountViewLabels;
  /** Shown below whatever state the read is in. */
  after?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={`account-${name}`} className={styles.section}>
      <h2 id={`account-${name}`}>{labels[name]}</h2>
      {read.state === 'loading' ? <p className={styles.placeholder}>{labels.loading}</p> : null}
      {read.state === 'failed' ? <p role="alert">{labels.requestsFailed}</p> : null}
      {read.state === 'ready' ? children(read.value) : null}
      {after}
    </section>
  );
}

function SampleRequests({
  records,
  labels,
  locale,
  productHref,
}: {
  records: AccountRecord[];
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

function Subscriptions({
  list,
  labels,
  productHref,
  noticesHref,
  onChange,
}: {
  list: Subscription[];
  labels: AccountViewLabels;
  productHref: string;
  noticesHref: string;
  onChange: (list: Subscription[]) => void;
}) {
  const [failed, setFailed] = useState(false);
  if (list.length === 0) return <p>{labels.subscriptionsNone}</p>;
  const remove = (item: Subscription) => {
    setFailed(false);
    request<unknown>(CALLS.setSubscription, { kind: item.kind, id: item.id, on: false }, { quiet: true }).then(
      (data) => onChange(readSubscriptions(data)),
      () => setFailed(true),
    );
  };
  return (
    <>
      {failed ? <p role="alert">{labels.requestsFailed}</p> : null}
      <ul className={styles.subscriptions}>
        {list.map((item) => (
          <li key={`${item.kind} ${item.id}`}>
            <span className={styles.kind}>{labels.kinds[item.kind]}</span>
            <a href={item.kind === 'product' ? `${productHref}/detail/${item.id}` : `${noticesHref}?line=${item.id}`}>{item.name}</a>
            <button
              type="button"
              className={styles.signOut}
              aria-label={labels.unsubscribeName.replace('{name}', item.name)}
              onClick={() => remove(item)}
            >
              {labels.unsubscribe}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
