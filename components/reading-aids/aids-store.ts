'use client';
/**
 * Whether the reading-aids toolbar is open, shared by its buttons (header, drawer) and its host, and the
 * element that opened it (focus goes back there when it closes). A few lines: every page carries them. The
 * toolbar is a feature (features/reading-aids): its host says here how to fetch its code early, when a
 * button is first reached for.
 */
import { useSyncExternalStore } from 'react';

/** The toolbar's id: its buttons control it. */
export const TOOLBAR_ID = 'reading-aids';

let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setAidsOpen(next: boolean, from?: HTMLElement | null): void {
  if (next && from !== undefined) opener = from;
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
  if (!next && opener?.isConnected) opener.focus();
}

export const useAidsOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );

let warm: () => void = () => undefined;

/** The host's way to fetch the toolbar's code before it is opened (features/reading-aids/aids-host.tsx). */
export function setToolbarWarmer(warmer: () => void): void {
  warm = warmer;
}

/** Fetches the toolbar's code, once a host has said how. */
export const warmToolbar = () => warm();
