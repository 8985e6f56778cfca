import { PageMain } from '@/components/layout/page-main';
import { PageHero } from './page-hero';
import styles from './section.module.css';

/** A page whose content the backend does not have (yet): its heading and one line saying so. */
export function EmptyPage({ title, message }: { title: string; message: string }) {
  return (
    <PageMain>
      <PageHero title={title} />
      <div className={`container ${styles.lastSection}`}>
        <p className={styles.empty}>{message}</p>
      </div>
    </PageMain>
  );
}
