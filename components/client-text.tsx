'use client';
/**
 * The few texts of the page's language that code outside any island needs in the browser (their type and
 * the server function that fills them: client-text.labels.ts). The root layout hands them down here; no
 * catalogue reaches the browser.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ClientText } from './client-text.labels';

const ClientTextContext = createContext<ClientText | null>(null);

/** The texts of the page being shown, for code that runs outside React (the request helper). */
let pageText: ClientText | null = null;

export function ClientTextProvider({ text, children }: { text: ClientText; children: ReactNode }) {
  // Kept once the page is hydrated: the request helper reads it when a call fails, which is always later.
  useEffect(() => {
    pageText = text;
  }, [text]);
  return <ClientTextContext.Provider value={text}>{children}</ClientTextContext.Provider>;
}

/** The texts of the page, or null outside the root layout (the global error boundary). */
export function useClientText(): ClientText | null {
  return useContext(ClientTextContext);
}

export function currentClientText(): ClientText | null {
  return pageText;
}
