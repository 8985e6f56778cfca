'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { formatDate } from '@/lib/format';
import { AttachmentList } from '@/components/content/attachment-list';
import { getToken } from '@/lib/client/storage';
import { signOut, useSession } from '@/lib/client/session';
import type { MemberArticle } from '@/lib/member-article';
import contentStyles from '@/components/content/content.module.css';
import styles from './member.module.css';

type State = { kind: 'idle' | 'loading' | 'expired' | 'missing' | 'failed' } | { kind: 'ready'; article: MemberArticle };

/**
 * A members-only article (the backend answered -1000). The page itself is the same for everyone, cached
 * and kept out of search indexes: it says "sign in to read". In the browser of a signed-in visitor this
 * island fetches the article with the visitor's token from the site's own route (sanitized there) and
 * shows it in place.
 */
export function MembersOnlyArticle({ id }: { id: number }) {
  const user = useSession();
  const pathname = usePathname();
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    const token = getToken();
    if (!user || !token) {
      setState((current) => (current.kind === 'expired' ? current : { kind: 'idle' }));
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    fetch(`/member/article/${id}`, { method: 'POST', headers: { token }, credentials: 'include' })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { code?: number; data?: MemberArticle } | null;
        if (!live) return;
        if (body?.code === 1 && body.data) setState({ kind: 'ready', article: body.data });
        else if (body?.code === -1000) {
          setState({ kind: 'expired' });
          signOut();
        } else setState({ kind: response.status === 404 ? 'missing' : 'failed' });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [user, id]);

  if (state.kind === 'ready') {
    const { article } = state;
    return (
      <article>
        <header className={contentStyles.articleHeader}>
          <h1>{article.title}</h1>
          <p className={contentStyles.articleMeta}>
            <time dateTime={formatDate(article.published_at)}>{formatDate(article.published_at)}</time>
            {article.source ? <span>来源：{article.source}</span> : null}
            <span>会员专享</span>
          </p>
        </header>
        {article.content ? <div className={contentStyles.richText} dangerouslySetInnerHTML={{ __html: article.content }} /> : null}
        <AttachmentList heading="附件" items={[...(article.pdf ? [{ name: `${article.title}（PDF）`, url: article.pdf.url, size: article.pdf.size, newTab: true }] : []), ...article.attachments]} />
      </article>
    );
  }

  const message: Record<Exclude<State['kind'], 'ready'>, string> = {
    idle: '此内容仅限登录会员阅读，请登录后查看。',
    loading: '正在加载会员内容…',
    expired: '登录已过期，请重新登录后查看。',
    missing: '该内容不存在或已被移除。',
    failed: '内容暂时无法加载，请稍后刷新重试。',
  };
  return (
    <div className={styles.membersOnly} aria-busy={state.kind === 'loading'}>
      <h1>会员专享内容</h1>
      <p role={state.kind === 'idle' || state.kind === 'loading' ? undefined : 'alert'}>{message[state.kind]}</p>
      {state.kind === 'idle' || state.kind === 'expired' ? (
        <a className={styles.signInLink} href={`/login?next=${encodeURIComponent(pathname || '/')}`} rel="nofollow">
          登录后阅读
        </a>
      ) : null}
    </div>
  );
}
