import type { ReactNode } from 'react';
import type { Settings } from '@/lib/backend/types';
import styles from './content.module.css';

/** Phone numbers, email and address from the site settings, as a row of key facts. */
export function ContactFacts({ settings, phones }: { settings: Settings; phones: { label: string; value: string }[] }) {
  const facts: { label: string; value: ReactNode }[] = [
    ...phones,
    { label: '邮箱', value: settings.service_email ? <a href={`mailto:${settings.service_email}`}>{settings.service_email}</a> : null },
    { label: '地址', value: settings.company_address },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
