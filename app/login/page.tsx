import type { Metadata } from 'next';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { LoginForm } from '@/components/member/login-form';
import styles from '@/components/member/member.module.css';
import contentStyles from '@/components/content/content.module.css';

export const metadata: Metadata = { title: '会员登录', robots: { index: false, follow: false }, alternates: { canonical: '/login' } };

/** Sign-in for members-only content (web/login). The form needs JavaScript: it keeps the token in the tab. */
export default function LoginPage() {
  return (
    <PageMain>
      <PageHero title="会员登录" subtitle="登录后可阅读会员专享的投资者资料与活动纪要" />
      <div className={`container ${contentStyles.section} ${contentStyles.lastSection}`}>
        <div className={styles.panel}>
          <noscript>
            <p className={styles.error}>会员登录需要启用 JavaScript。</p>
          </noscript>
          <LoginForm />
          <p className={styles.note}>登录状态仅保存在当前浏览器标签页中，关闭标签页即退出。</p>
        </div>
      </div>
    </PageMain>
  );
}
