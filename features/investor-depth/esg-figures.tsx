import { getTranslations } from 'next-intl/server';
import type { EsgFigure } from '@/lib/backend/ir-types';
import styles from '@/components/investor-pages/investor-pages.module.css';

const PILLARS = ['E', 'S', 'G'] as const;

/** The key figures, grouped environmental, social, governance: each a label, its value and unit, its year. */
export async function EsgFigures({ figures }: { figures: EsgFigure[] }) {
  const t = await getTranslations('Esg');
  return (
    <div className={styles.pillars}>
      {PILLARS.map((pillar) => {
        const group = figures.filter((figure) => figure.pillar === pillar);
        if (group.length === 0) return null;
        return (
          <section key={pillar} aria-labelledby={`pillar-${pillar}`} className={styles.pillar}>
            <h3 id={`pillar-${pillar}`} className={styles.groupTitle}>
              {t(`pillars.${pillar}`)}
            </h3>
            <dl className={styles.figures}>
              {group.map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>
                    <strong>{figure.value}</strong>
                    {figure.unit ? <span>{figure.unit}</span> : null}
                    {figure.year ? <small>{t('figureYear', { year: figure.year })}</small> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
