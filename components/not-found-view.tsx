import Link from 'next/link';
import { PageMain } from '@/components/layout/page-main';
import styles from '@/components/content/content.module.css';

export const NOT_FOUND_HEADING = '页面不存在';

/** The 404 page's content: an unknown address, or a page whose id, filter or category does not exist. */
export function NotFoundView() {
  return (
    <PageMain>
      <div className={`container ${styles.statusPage}`}>
        <p className={styles.statusCode}>404</p>
        <h1>{NOT_FOUND_HEADING}</h1>
        <p>您访问的页面不存在或已被移除，请检查网址，或从下面的链接继续浏览。</p>
        <p className={styles.statusLinks}>
          <Link href="/">返回首页</Link>
          <Link href="/product">产品中心</Link>
          <Link href="/news">新闻中心</Link>
          <Link href="/contact">联系我们</Link>
        </p>
      </div>
    </PageMain>
  );
}
