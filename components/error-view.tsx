'use client';
import { useEffect } from 'react';
import { browserReloadDeps, reloadOnceForChunkError } from '@/lib/client/chunk-reload';
import { useClientText } from '@/components/client-text';
import styles from './status-page.module.css';

export const ERROR_HEADING = 'Unexpected Application Error!';

/**
 * What an error boundary shows (requirements §2, §8): the original's heading, an explanation in the page's
 * language and a retry. Never the error's message or stack: only the digest, which the server log carries
 * too. Outside the root layout (the global boundary: the layout itself failed) no language is known: the
 * heading, the digest and the retry stand alone.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const text = useClientText();
  useEffect(() => {
    reloadOnceForChunkError(error, browserReloadDeps());
  }, [error]);
  return (
    <main id="main" className="page-main">
      <div className={`container ${styles.statusPage}`} role="alert">
        <h1>{ERROR_HEADING}</h1>
        {text ? <p>{text.explanation}</p> : null}
        {error.digest ? <p className={styles.digest}>{text ? text.digest.replace('{digest}', error.digest) : error.digest}</p> : null}
        <p className={styles.statusLinks}>
          <button type="button" onClick={reset} aria-label={text?.retry}>
            {text?.retry ?? '↻'}
          </button>
          {text ? <a href={text.homeHref}>{text.home}</a> : null}
        </p>
      </div>
    </main>
  );
}
