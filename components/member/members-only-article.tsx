'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { displayDate, formatDate } from '@/lib/format';
import { AttachmentList } from '@/components/content/attachment-list';
import { getToken } from '@/lib/client/storage';
import { loginHref, signOut, useSession } from '@/lib/client/session';
import { splitLocalePath } from '@/i18n/paths';
import { LANGUAGE_TAG } from '@/i18n/config';
import { BreadcrumbTrail, type TrailItem } from '@/components/content/breadcrumb-trail';
import type { MemberArticle } from '@/lib/member-article';
import contentStyles from '@/components/content/content.module.css';
import styles from './member.module.css';

type State = { kind: 'idle' | 'loading' | 'expired' | 'missing' | 'failed' } | { kind: 'ready'; article: MemberArticle };

/** Text translated on the server (messages `Members`); `{source}` and `{title}` are filled in here. */
export type MembersLabels = Record<'heading' | 'badge' | 'source' | 'attachments' | 'pdf' | 'idle' | 'loading' | 'expired' | 'missing' | 'failed' | 'signIn', string>;

/**
 * A members-only article (the backend answered -1000). The page itself is the same for everyone, cached
 * and kept out of search indexes: it says "sign in to read". In the browser of a signed-in visitor this
 * island fetches the article with the visitor's token from the site's own route (sanitized there) and
 * shows it in place.
 */
export function MembersOnlyArticle({ id, labels, trail, trailLabel }: { id: number; labels: MembersLabels; trail: TrailItem[]; trailLabel: string }) {
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
    fetch(`/member/article/${id}?lang=${splitLocalePath(pathname).locale}`, { method: 'POST', headers: { token }, credentials: 'include' })
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

  const page = splitLocalePath(pathname).locale;
  // The trail ends in the article's title once it is read; until then, in what the page is.
  const crumbs = (last: TrailItem) => <BreadcrumbTrail label={trailLabel} items={[...trail, last]} />;
  if (state.kind === 'ready') {
    const { article } = state;
    const lang = article.lang && article.lang !== page ? { lang: LANGUAGE_TAG[article.lang] } : {};
    return (
      <>
      {crumbs({ name: article.title, ...lang })}
      <article>
        <header className={contentStyles.articleHeader}>
          <h1 {...lang}>{article.title}</h1>
          <p className={contentStyles.articleMeta}>
            <time dateTime={formatDate(article.published_at)}>{displayDate(article.published_at, splitLocalePath(pathname).locale)}</time>
            {article.source ? <span>{labels.source.replace('{source}', article.source)}</span> : null}
            <span>{labels.badge}</span>
          </p>
        </header>
        {article.content ? <div className={contentStyles.richText} dangerouslySetInnerHTML={{ __html: article.content }} /> : null}
        <AttachmentList heading={labels.attachments} items={[...(article.pdf ? [{ name: labels.pdf.replace('{title}', article.title), url: article.pdf.url, size: article.pdf.size, newTab: true }] : []), ...article.attachments]} />
      </article>
      </>
    );
  }

  return (
    <>
      {crumbs({ name: labels.heading })}
      <div className={styles.membersOnly} aria-busy={state.kind === 'loading'}>
        <h1>{labels.heading}</h1>
        <p role={state.kind === 'idle' || state.kind === 'loading' ? undefined : 'alert'}>{labels[state.kind]}</p>
        {state.kind === 'idle' || state.kind === 'expired' ? (
          <a className={styles.signInLink} href={loginHref(pathname)} rel="nofollow">
            {labels.signIn}
          </a>
        ) : null}
      </div>
    </>
  );
}
