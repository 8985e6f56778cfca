import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getIrEvents, orNull } from '@/lib/backend';
import { getBriefings } from '@/features/investor-depth/reads';
import { hasInvestorQuestions } from '@/features/investor-qa/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { siteNow } from '@/lib/core/clock';
import { BRIEFINGS_ANCHOR, briefingPath, eventFilePath } from '@/lib/investor-paths';
import { QA_ASK_PATH } from '@/lib/investor-qa/query';
import { isOver, itemOfParam } from '@/features/investor-depth/schedule';
import { eventTiming } from '@/lib/ir-events';
import { pageMetadata } from '@/lib/seo';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { BriefingFacts, OutLink, QaList } from '@/features/investor-depth/briefing-parts';
import { DocumentList } from '@/features/investor-depth/document-list';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';
import { InvestorSubpage } from '@/components/page-kit/investor-subpage';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

type Props = { params: Promise<{ id: string }> };

/** The briefing of this address; a 404 for a malformed or unknown id, or a backend without briefings. */
async function loadBriefing(param: string) {
  const found = itemOfParam((await getBriefings()) ?? [], param);
  if (!found) pageNotFound();
  return found;
}

async function generatePageMetadata({ params }: Props): Promise<Metadata> {
  const [{ item }, t] = await Promise.all([loadBriefing((await params).id), getTranslations('Briefings')]);
  return pageMetadata(await getPageLocale(), {
    title: item.title,
    description: t('description', { title: item.title }),
    path: briefingPath(item.id),
  });
}

/**
 * One results briefing. Still to come: when, who speaks, how to join and the questions collected so far.
 * Held: its replay, its slides and the record of questions and answers.
 */
async function BriefingPage({ params }: Props) {
  const [{ item: briefing, timing }, t, calendar, locale, events, qa] = await Promise.all([
    loadBriefing((await params).id),
    getTranslations('Briefings'),
    getTranslations('IrEvents'),
    getPageLocale(),
    orNull(getIrEvents()),
    hasInvestorQuestions(),
  ]);
  const upcoming = !isOver(timing, siteNow());
  const event = upcoming ? events?.find((candidate) => candidate.briefing_id === briefing.id && eventTiming(candidate)) : undefined;
  return (
    <InvestorSubpage
      title={briefing.title}
      detail={{ kind: upcoming ? t('upcoming') : t('past') }}
      parents={[{ name: t('heading'), href: `/investor#${BRIEFINGS_ANCHOR}` }]}
    >
      <BriefingFacts briefing={briefing} timing={timing} upcoming={upcoming} />
      {event || (upcoming && qa) ? (
        <p className={styles.actions}>
          {event ? (
            <a href={eventFilePath(locale, event.id)} download aria-label={calendar('addToCalendarOf', { title: briefing.title })}>
              {calendar('addToCalendar')}
            </a>
          ) : null}
          {upcoming && qa ? (
            <LocaleLink href={QA_ASK_PATH} prefetch={false}>
              {t('askAhead')}
            </LocaleLink>
          ) : null}
        </p>
      ) : null}
      {!upcoming && (briefing.replay_url || briefing.slides) ? (
        <Section id="replay" title={t('replay')} className={sectionStyles.section}>
          {briefing.replay_url ? (
            <p>
              <OutLink url={briefing.replay_url}>{t('watchReplay')}</OutLink>
            </p>
          ) : null}
          {briefing.slides ? <DocumentList documents={[briefing.slides]} label={() => t('slides')} /> : null}
        </Section>
      ) : null}
      {upcoming && briefing.questions.length > 0 ? (
        <Section id="questions" title={t('questions')} note={t('questionsNote')} className={sectionStyles.section}>
          <QaList items={briefing.questions} />
        </Section>
      ) : null}
      {!upcoming ? (
        <Section id="record" title={t('record')} className={`${sectionStyles.section} ${sectionStyles.lastSection}`}>
          {briefing.record.length > 0 ? <QaList items={briefing.record} /> : <p className={styles.muted}>{t('noRecord')}</p>}
        </Section>
      ) : null}
    </InvestorSubpage>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(BriefingPage);
