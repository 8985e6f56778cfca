'use client';
import { useEffect } from 'react';
import { browserReloadDeps, reloadOnceForChunkError } from '@/lib/client/chunk-reload';
import { LANGUAGE_TAG } from '@/i18n/config';
import { splitLocalePath } from '@/i18n/paths';
import { whenIdle } from '@/lib/client/when-idle';

/** Build version logged to the console at startup (requirements §4). */
export const APP_VERSION = '2025.06.06';

let started = false;

/**
 * Runs once per page load (requirements §4): logs the version, keeps <html lang> in line with the page's language
 * (its address decides it, and the server wrote it; a stored `language` never overrides what the page
 * shows), and reloads once when a route chunk fails to load.
 */
export function Startup() {
  useEffect(() => {
    if (started) return;
    started = true;
    // Nothing here is needed while the page hydrates: the log waits for an idle moment, and the language,
    // which the server wrote, is written again only when it differs (writing it restyles the document).
    whenIdle(() => console.log(APP_VERSION));
    const lang = LANGUAGE_TAG[splitLocalePath(window.location.pathname).locale];
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;

    const onError = (event: ErrorEvent) => reloadOnceForChunkError(event.error ?? event.message, browserReloadDeps());
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason, browserReloadDeps());
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  }, []);
  return null;
}
