'use client';
import { ErrorView } from '@/components/error-view';
import './globals.css';

/** Errors in the root layout itself: the boundary must render its own <html>. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body>
        <ErrorView {...props} />
      </body>
    </html>
  );
}
