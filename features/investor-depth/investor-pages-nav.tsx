import { getTranslations } from 'next-intl/server';
import type { InvestorDepth } from './reads';
import { DIVIDENDS_PATH, ESG_PATH, MEETINGS_PATH } from '@/lib/investor-paths';
import { ALERTS_PATH } from '@/lib/investor-paths';
import { LocaleLink } from '@/components/locale-link';
import styles from '@/components/investor/investor.module.css';

/** Links from /investor to its pages of their own (dividends, meetings, sustainability, e-mail alerts), each while the backend has it. */
export async function InvestorPagesNav({ depth }: { depth: InvestorDepth }) {
  const t = await getTranslations('IrPages');
  const links = [
    depth.dividends.length > 0 ? { href: DIVIDENDS_PATH, label: t('dividends') } : null,
    depth.meetings.length > 0 ? { href: MEETINGS_PATH, label: t('meetings') } : null,
    depth.esg ? { href: ESG_PATH, label: t('esg') } : null,
    depth.alerts ? { href: ALERTS_PATH, label: t('alerts') } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('pagesNav')} className={styles.pagesNav}>
      {links.map((link) => (
        <LocaleLink key={link.href} href={link.href} prefetch={false}>
          {link.label}
        </LocaleLink>
      ))}
    </nav>
  );
}
