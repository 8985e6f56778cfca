'use client';

import { usePathname } from 'next/navigation';
import type { AccountLabels } from './account-link.labels';
import { loginHref, signOut, useSession } from '@/lib/client/session';
import { localePath, splitLocalePath } from '@/i18n/paths';
import styles from './account-link.module.css';

/**
 * The visitor's account in the header and the drawer: 会员登录 (to the sign-in page, coming back here), or
 * the signed-in name (to /account) and 退出. Pages are the same for everyone; this is drawn in the browser from the
 * session (lib/client/session.ts), in a slot of fixed width.
 */
export function AccountLink({ labels, className }: { labels: AccountLabels; className?: string }) {
  const user = useSession();
  const pathname = usePathname();
  const classes = `${styles.account} ${className ?? ''}`;
  if (!user) {
    return (
      <span className={classes}>
        <a href={loginHref(pathname)} rel="nofollow">
          {labels.signIn}
        </a>
      </span>
    );
  }
  const name = user.nickname || user.username;
  return (
    <span className={classes}>
      <a href={localePath(splitLocalePath(pathname || '/').locale, '/account')} className={styles.accountName} title={name}>
        {name}
      </a>
      <button type="button" onClick={signOut}>
        {labels.signOut}
      </button>
    </span>
  );
}
