import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/** The title band of an inner page: the page's one <h1>. */
export function PageHero({
  title,
  subtitle,
  children,
  className,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `${styles.hero} ${className}` : styles.hero}>
      <div className="container">
        {children}
        <h1 className={styles.heroTitle}>{title}</h1>
        {subtitle ? <p className={styles.heroSubtitle}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
