'use client';
import { useEffect } from 'react';
import { browserReloadDeps, reloadOnceForChunkError } from '@/lib/client/chunk-reload';
import { getLanguage, toHtmlLang } from '@/lib/client/storage';

/** Build version logged to the console at startup (SPEC §4). */
export const APP_VERSION = '2025.06.06';

let started = false;

/**
 * Runs once per page load (SPEC §4): logs the version, applies the stored language to <html lang>, and
 * reloads once when a route chunk fails to load.
 */
export function Startup() {
  useEffect(() => {
    if (started) return;
    started = true;
    console.log(APP_VERSION);
    document.documentElement.lang = toHtmlLang(getLanguage());

    const onError = (event: ErrorEvent) => reloadOnceForChunkError(event.error ?? event.message, browserReloadDeps());
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason, browserReloadDeps());
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  }, []);
  return null;
}
