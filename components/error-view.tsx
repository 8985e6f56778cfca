'use client';
import { useEffect } from 'react';
import { browserReloadDeps, reloadOnceForChunkError } from '@/lib/client/chunk-reload';
import styles from './content/content.module.css';

export const ERROR_HEADING = 'Unexpected Application Error!';

/**
 * What an error boundary shows (SPEC §2, §8): the original's heading, a Chinese explanation and a retry.
 * Never the error's message or stack: only the digest, which the server log carries too.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reloadOnceForChunkError(error, browserReloadDeps());
  }, [error]);
  return (
    <main id="main" className="page-main">
      <div className={`container ${styles.statusPage}`} role="alert">
        <h1>{ERROR_HEADING}</h1>
        <p>页面暂时无法显示，可能是网络或服务繁忙。请稍后重试。</p>
        {error.digest ? <p className={styles.digest}>错误编号：{error.digest}</p> : null}
        <p className={styles.statusLinks}>
          <button type="button" onClick={reset}>
            重试
          </button>
          <a href="/">返回首页</a>
        </p>
      </div>
    </main>
  );
}
