'use client';
/**
 * A members' document's download (issue 23). The page is the same for everyone: the server, and a visitor
 * who is not signed in, see a link to the sign-in page that comes back here. A signed-in member's browser
 * asks `web/get_document_file` with the member's token (through `/api/`, like every browser call) for the
 * document's address, which is itself the permission and expires in minutes, and opens it. An expired
 * token signs the visitor out and goes to the sign-in page.
 */
import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { request } from '@/components/api';
import { CALLS, CODE_NOT_LOGGED_IN } from '@/lib/backend/calls';
import { toApiUrl } from '@/lib/backend/media';
import { RequestError } from '@/lib/client/request';
import { loginHref, signOut, useSession } from '@/lib/client/session';
import type { MemberDocumentLabels } from './member-document.labels';
import styles from './resources.module.css';

/** `describedBy`: the id of the document's title on the page, which names what the control downloads. */
export function MemberDocument({ id, describedBy, labels }: { id: number; describedBy: string; labels: MemberDocumentLabels }) {
  const user = useSession();
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!user) {
    return (
      <a href={loginHref(pathname)} className={styles.memberAction} aria-describedby={describedBy}>
        {labels.signIn}
      </a>
    );
  }
  const download = async () => {
    setState('busy');
    try {
      const data = await request<{ url?: unknown } | null>(CALLS.getDocumentFile, { id }, { quiet: true });
      const url = typeof data?.url === 'string' ? toApiUrl(data.url) : '';
      if (!url) return setState('failed');
      setState('idle');
      window.location.assign(url);
    } catch (error) {
      if (error instanceof RequestError && error.code === CODE_NOT_LOGGED_IN) {
        signOut();
        window.location.assign(loginHref(pathname));
        return;
      }
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.memberAction}
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-describedby={describedBy}
      >
        {state === 'busy' ? labels.preparing : labels.download}
      </button>
      {state === 'failed' ? (
        <span role="alert" className={styles.memberFailed}>
          {labels.failed}
        </span>
      ) : null}
    </>
  );
}
