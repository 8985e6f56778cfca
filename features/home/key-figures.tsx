import { getTranslations } from 'next-intl/server';
import type { KeyFigure } from '@/lib/backend/types';
import { Section } from '@/components/content/section';
import sectionStyles from '@/components/content/section.module.css';
import styles from './home.module.css';

/** The company's key figures on home (founded, patents, employees…), under a heading for screen readers. */
export async function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  const t = await getTranslations('Home');
  return (
    <Section id="home-figures" title={t('overview')} hiddenTitle container className={sectionStyles.section}>
      <ul className={styles.figures}>
        {figures.map((figure) => (
          <li key={figure.key}>
            <span className={styles.figureLabel}>{figure.label}</span>
            <span className={styles.figureValue}>
              {figure.value}
              {figure.unit ? <small>{figure.unit}</small> : null}
            </span>
            {figure.note ? <span className={styles.figureNote}>{figure.note}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
