'use client';
/**
 * antd's message with the site's locale and brand theme, as the request helper's toasts. Loaded on the
 * first toast only (see lazy-toasts.ts). The toasts render in a holder of their own, inside AntdTheme;
 * `toaster` resolves once that holder has mounted, so every toast and every clear goes to a ready
 * instance (antd's static `message` queues calls until its holder mounts, and a clear queued behind a
 * toast could leave the toast stuck on screen).
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { AntdTheme } from '@/components/antd-theme';
import type { Toaster } from '@/lib/client/lazy-toasts';

function Holder({ onReady }: { onReady: (instance: MessageInstance) => void }) {
  const [instance, holder] = message.useMessage();
  useEffect(() => onReady(instance), [instance, onReady]);
  return holder;
}

export const toaster: Promise<Toaster> = new Promise((resolve) => {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <AntdTheme>
      <Holder
        onReady={(instance) =>
          resolve({
            error: (content, seconds) => void instance.error(content, seconds),
            clear: () => instance.destroy(),
          })
        }
      />
    </AntdTheme>,
  );
});
