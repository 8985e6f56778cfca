'use client';
/**
 * /account's e-mail alerts (issue 25): a signed-in member's alerts to the account's address, the categories
 * and the language chosen, saved with `web/set_my_alerts`; none ticked and saved, or "unsubscribe", ends
 * them. From none to some needs the consent box, never ticked beforehand.
 */
import { useState, type FormEvent } from 'react';
import { CALLS } from '@/lib/backend/calls';
import type { AlertCategory } from '@/lib/backend/alert-categories';
import { myAlertsRequest, readMyAlerts, type MyAlerts } from './alert-records';
import { request } from '@/components/api';
import type { AccountViewLabels } from './account-view.labels';
import styles from './account.module.css';

type Props = {
  alerts: MyAlerts;
  offered: readonly AlertCategory[];
  labels: AccountViewLabels;
  policyVersion: string;
  onChange: (alerts: MyAlerts) => void;
};

export function MyAlertsForm({ alerts, offered, labels, policyVersion, onChange }: Props) {
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [pending, setPending] = useState(false);
  const subscribed = alerts.categories.length > 0;
  const save = (categories: AlertCategory[], lang: 'zh' | 'en') => {
    setPending(true);
    setOutcome(null);
    request<unknown>(CALLS.setMyAlerts, myAlertsRequest(alerts, categories, lang, policyVersion, new Date()), { quiet: true }).then(
      (data) => {
        onChange(readMyAlerts(data));
        setOutcome('saved');
        setPending(false);
      },
      () => {
        setOutcome('failed');
        setPending(false);
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save(
      offered.filter((category) => form.get(category) === 'on'),
      form.get('alert_lang') === 'en' ? 'en' : 'zh',
    );
  };
  return (
    <form onSubmit={submit} className={styles.alerts} aria-label={labels.alerts}>
      <p>{(subscribed ? labels.alertsTo : labels.alertsNone).replace('{email}', alerts.email)}</p>
      <fieldset>
        <legend>{labels.alertsWhat}</legend>
        {offered.map((category) => (
          <label key={`${category} ${subscribed}`}>
            <input type="checkbox" name={category} defaultChecked={!subscribed || alerts.categories.includes(category)} />{' '}
            {labels.alertCategories[category]}
          </label>
        ))}
      </fieldset>
      <label className={styles.alertsLang}>
        {labels.alertsLang}{' '}
        <select name="alert_lang" defaultValue={alerts.alert_lang}>
          <option value="zh">{labels.alertLangs.zh}</option>
          <option value="en">{labels.alertLangs.en}</option>
        </select>
      </label>
      {subscribed ? null : (
        <label className={styles.alertsConsent}>
          <input type="checkbox" name="consent" required /> {labels.alertsConsent}
        </label>
      )}
      <p className={styles.alertsActions}>
        <button type="submit" className={styles.button} disabled={pending}>
          {subscribed ? labels.alertsSave : labels.alertsSubscribe}
        </button>
        {subscribed ? (
          <button type="button" className={styles.signOut} disabled={pending} onClick={() => save([], alerts.alert_lang)}>
            {labels.alertsUnsubscribe}
          </button>
        ) : null}
      </p>
      <p role="status" className={styles.note}>
        {outcome === 'saved' ? (subscribed ? labels.alertsSaved : labels.alertsEnded) : outcome === 'failed' ? labels.requestsFailed : ''}
      </p>
    </form>
  );
}
