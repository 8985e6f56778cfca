import { QUIET_CHROMIUM_FLAGS } from '../../scripts/support/chromium';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same version as chromium): what
 * Playwright itself runs headless tests in, at about half the CPU of the full browser's headless mode,
 * which is what the suite's time on a 2-core machine is made of.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: QUIET_CHROMIUM_FLAGS,
};
