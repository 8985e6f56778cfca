import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Briefing, BriefingQuestion } from '@/lib/backend/ir-types';
import { backendLinkHref, isExternalLink } from '@/lib/backend/links';
import type { EventTiming } from '@/lib/ir-events';
import { FactList } from '@/components/content/fact-list';
import { WhenText } from './when-text';
import styles from '@/components/investor-pages/investor-pages.module.css';

/** A link the backend gave: a site path in the page's language, another site's address in a new tab, said so. */
export async function OutLink({ url, children }: { url: string; children: React.ReactNode }) {
  const locale = await getPageLocale();
  const t = await getTranslations('Briefings');
  const href = backendLinkHref(url, locale);
  if (!isExternalLink(href)) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('external')}</span>
    </a>
  );
}

/** A briefing's facts: when, who speaks, how to join (with its link while it is still to come). */
export async function BriefingFacts({ briefing, timing, upcoming }: { briefing: Briefing; timing: EventTiming; upcoming: boolean }) {
  const t = await getTranslations('Briefings');
  const join =
    upcoming && (briefing.join || briefing.join_url) ? (
      <>
        {briefing.join}
        {briefing.join && briefing.join_url ? ' ' : null}
        {briefing.join_url ? <OutLink url={briefing.join_url}>{t('joinLink')}</OutLink> : null}
      </>
    ) : (
      ''
    );
  const facts = [
    { label: t('when'), value: <WhenText timing={timing} /> },
    { label: t('speakers'), value: briefing.speakers },
    { label: t('join'), value: join },
  ].filter((fact) => fact.value);
  return <FactList facts={facts} className={styles.facts} />;
}

/** Questions, each with its answer and who gave it once answered. */
export async function QaList({ items }: { items: BriefingQuestion[] }) {
  const t = await getTranslations('Briefings');
  return (
    <ol className={styles.qa}>
      {items.map((item, index) => (
        <li key={index}>
          <p className={styles.question}>
            <span className={styles.qaMark} aria-hidden="true">
              {t('question')}
            </span>
            {item.question}
          </p>
          {item.answer ? (
            <div className={styles.answer}>
              <p>
                <span className={styles.qaMark} aria-hidden="true">
                  {t('answer')}
                </span>
                {item.answer}
              </p>
              {item.answered_by ? <p className={styles.muted}>{t('answeredBy', { name: item.answered_by })}</p> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
