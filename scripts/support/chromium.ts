/**
 * Chromium's switches for measuring and testing on this machine: no sandbox (it runs as root in CI), no
 * GPU, and none of the browser's own background traffic (component updates, sync, first-run pages), which
 * would take CPU from the page under test and reach for the network. The e2e suite and the bench use them.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
