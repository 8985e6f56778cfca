import { useTranslations } from 'next-intl';
import type { CompanyProfile, SiteInfo } from '@/lib/backend/types';
import { exchangePlatform } from './exchange-platform';
import { QA_ASK_PATH } from '@/lib/investor-qa/query';
import { shortCompanyName } from '@/lib/site-name';
import { LocaleLink } from '@/components/locale-link';
import styles from './qa.module.css';

/**
 * Above the questions: "ask a question", and the exchange's investor platform for the stock code (the
 * company's own page there when the backend names it).
 */
export function QaActions({ site, profile }: { site: SiteInfo | null; profile: CompanyProfile | null }) {
  const t = useTranslations('InvestorQa');
  const platform = site?.stock_code ? exchangePlatform(site.stock_code, profile?.ir_contact.interaction_url) : null;
  const platformName = platform ? t(platform.exchange === 'sse' ? 'platformSse' : 'platformSzse') : '';
  return (
    <div className={styles.actions}>
      <LocaleLink href={QA_ASK_PATH} className={styles.askButton} prefetch={false}>
        {t('ask')}
      </LocaleLink>
      {platform && site ? (
        <a href={platform.url} data-testid="exchange-platform">
          {platform.own
            ? t('platform', { platform: platformName, name: site.stock_name || shortCompanyName(site), code: site.stock_code })
            : t('platformHome', { platform: platformName, code: site.stock_code })}
        </a>
      ) : null}
    </div>
  );
}
