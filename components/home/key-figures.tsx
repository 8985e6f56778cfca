import { getTranslations } from 'next-intl/server';
import type { KeyFigure } from '@/lib/backend/types';
import { Section } from '@/components/content/section';
import styles from '@/components/content/content.module.css';
import homeStyles from './home.module.css';

/** The company's key figures on home (founded, patents, employees…), under a heading for screen readers. */
export async function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  const t = await getTranslations('Home');
  return (
    <Section id="home-figures" title={t('overview')} hiddenTitle container className={styles.section}>
      <ul className={homeStyles.figures}>
        {figures.map((figure) => (
          <li key={figure.key}>
            <span className={homeStyles.figureLabel}>{figure.label}</span>
            <span className={homeStyles.figureValue}>
              {figure.value}
              {figure.unit ? <small>{figure.unit}</small> : null}
            </span>
            {figure.note ? <span className={homeStyles.figureNote}>{figure.note}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
