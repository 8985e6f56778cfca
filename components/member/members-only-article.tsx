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
import articleStyles from '@/components/content/article.module.css';
import richTextStyles from '@/components/content/rich-text.module.css';
import type { MembersLabels } from './members-only-article.labels';
import styles from './member.module.css';

type State = { kind: 'idle' | 'loading' | 'expired' | 'missing' | 'failed' } | { kind: 'ready'; article: MemberArticle };

const answerKey = (id: number, page: string, token: string) => `${id} ${page} ${token}`;

/**
 * A members-only article (the backend answered -1000). The page itself is the same for everyone, cached
 * and kept out of search indexes: it says "sign in to read". In the browser of a signed-in visitor this
 * island fetches the article with the visitor's token from the site's own route (sanitized there) and
 * shows it in place.
 */
export function MembersOnlyArticle({
  id,
  labels,
  trail,
  trailLabel,
}: {
  id: number;
  labels: MembersLabels;
  trail: TrailItem[];
  trailLabel: string;
}) {
  const user = useSession();
  const pathname = usePathname();
  const page = splitLocalePath(pathname).locale;
  const token = user ? getToken() : null;
  // What the answer is for: this article, in the page's language, with the visitor's token; none when signed out.
  const askKey = token ? answerKey(id, page, token) : null;
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);
  // The last answer said the sign-in had expired (the visitor was signed out by it).
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    const settle = (state: State) => live && setAnswer({ key: answerKey(id, page, token), state });
    fetch(`/member/article/${id}?lang=${page}`, { method: 'POST', headers: { token }, credentials: 'include' })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { code?: number; data?: MemberArticle } | null;
        if (!live) return;
        setExpired(body?.code === -1000);
        if (body?.code === 1 && body.data) settle({ kind: 'ready', article: body.data });
        else if (body?.code === -1000) {
          settle({ kind: 'expired' });
          signOut();
        } else settle({ kind: response.status === 404 ? 'missing' : 'failed' });
      })
      .catch(() => settle({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [id, page, token]);

  const state: State =
    askKey === null ? { kind: expired ? 'expired' : 'idle' } : answer?.key === askKey ? answer.state : { kind: 'loading' };
  // The trail ends in the article's title once it is read; until then, in what the page is.
  const crumbs = (last: TrailItem) => <BreadcrumbTrail label={trailLabel} items={[...trail, last]} />;
  if (state.kind === 'ready') {
    const { article } = state;
    const lang = article.lang && article.lang !== page ? { lang: LANGUAGE_TAG[article.lang] } : {};
    return (
      <>
        {crumbs({ name: article.title, ...lang })}
        <article>
          <header className={articleStyles.articleHeader}>
            <h1 {...lang}>{article.title}</h1>
            <p className={articleStyles.articleMeta}>
              <time dateTime={formatDate(article.published_at)}>{displayDate(article.published_at, page)}</time>
              {article.source ? <span>{labels.source.replace('{source}', article.source)}</span> : null}
              <span>{labels.badge}</span>
            </p>
          </header>
          {article.content ? <div className={richTextStyles.richText} dangerouslySetInnerHTML={{ __html: article.content }} /> : null}
          <AttachmentList
            heading={labels.attachments}
            items={[
              ...(article.pdf
                ? [{ name: labels.pdf.replace('{title}', article.title), url: article.pdf.url, size: article.pdf.size, newTab: true }]
                : []),
              ...article.attachments,
            ]}
          />
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
