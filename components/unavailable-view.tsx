import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import styles from '@/components/content/content.module.css';

export const UNAVAILABLE_HEADING = '服务暂时不可用';

/**
 * What a page shows when the backend failed and nothing kept can stand in for its content: rendered on the
 * server (a visitor without JavaScript and a crawler read it), inside the header and footer, answered with
 * 503 and Retry-After by the site's HTTP server. Reloading the same address is the retry.
 */
export function UnavailableView({ home = false }: { home?: boolean }) {
  return (
    <PageMain home={home}>
      <PageHero title={UNAVAILABLE_HEADING} className={home ? styles.heroUnderHeader : undefined} />
      <div className={`container ${styles.statusPage}`} role="alert">
        <p>内容暂时无法加载，可能是网络或服务繁忙，我们正在尽快恢复。请稍后刷新页面重试。</p>
        <p className={styles.statusLinks}>
          {/* An empty href is this very address, query included: a reload that works without JavaScript. */}
          <a href="">刷新重试</a>
          <a href="/">返回首页</a>
          <a href="/contact">联系我们</a>
        </p>
      </div>
    </PageMain>
  );
}
