import { defineConfig, devices } from '@playwright/test';
import {
  ALT_BACKEND,
  ALT_SITE,
  ALT_SITE_LOG,
  CACHE_SITE,
  CACHE_SITE_LOG,
  CACHE_WINDOW_SECONDS,
  DEMO_BACKEND,
  DOWN_BACKEND,
  DOWN_SITE,
  DOWN_SITE_LOG,
  EMBEDDED_SITE,
  MAIL_API,
  MAIL_SMTP_PORT,
  REVALIDATE_SECRET,
  SITE,
} from './e2e/support/servers';
import { SITE_NOW } from './e2e/support/clock';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';

/**
 * End-to-end tests in Debian's Chromium against the production build (`npm run build` first; `npm test`
 * does both). One build, five servers: in front of the standalone demo backend, in front of another
 * backend (twice: rendering every view, and with a short page-cache window), in front of nothing (backend
 * down), and on the embedded demo backend. Every server and test reads one clock (e2e/support/clock.ts).
 */
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: CHROMIUM_LAUNCH };
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: CHROMIUM_LAUNCH };

const port = (url: string) => new URL(url).port;
const site = (url: string, backend: string | null, log?: string, env: Record<string, string> = {}) => ({
  command: `${log ? `mkdir -p e2e/.logs && exec ` : 'exec '}node dist/server/start.cjs${log ? ` > ${log} 2>&1` : ''}`,
  // A static file: ready means the server is up, whatever state its backend is in.
  url: `${url}/icon.svg`,
  env: {
    PORT: port(url),
    HOSTNAME_BIND: '127.0.0.1',
    BACKEND_URL: backend ?? '',
    BACKEND_TIMEOUT_MS: '2000',
    SITE_URL: url,
    DEMO_DATA_DIR: 'e2e/.data',
    REVALIDATE_SECRET,
    SITE_NOW,
    // The suite signs in and sends messages from one address far more often than a visitor: the limits are
    // relaxed on every site but the embedded one, where e2e/abuse.spec.ts meets them as they ship.
    RATE_LIMIT_MULTIPLIER: backend === null ? '1' : '100',
    ...env,
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

/**
 * Two workers: test files are shared out between them. Tests that change what other tests see (the second
 * backend's fault switch, its sites, the embedded site's rate limits, the Redis topology) are tagged
 * @shared and run one at a time in a project of their own, at desktop width (none of them depends on the
 * width); everything else runs at both widths, beside them.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: { launchOptions: CHROMIUM_LAUNCH, trace: 'retain-on-failure', locale: 'zh-CN' },
  projects: [
    // First, so that one worker runs these from the start while the other takes the rest.
    { name: 'shared', grep: /@shared/, workers: 1, use: DESKTOP },
    // Tests tagged @phone or @desktop concern one width only (the drawer, the header navigation).
    { name: 'desktop', grepInvert: /@phone|@shared/, use: DESKTOP },
    { name: 'phone', grepInvert: /@desktop|@shared/, use: PHONE },
  ],
  webServer: [
    {
      command: 'exec npx tsx e2e/support/mail-catcher.ts',
      url: `${MAIL_API}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'exec npx tsx demo/server.ts',
      url: `${DEMO_BACKEND}/api/files/logo.svg`,
      env: {
        DEMO_BACKEND_PORT: port(DEMO_BACKEND),
        DEMO_TEST_HOOKS: '1',
        DEMO_DATA_DIR: 'e2e/.data',
        SITE_NOW,
        // Its mail goes to the suite's SMTP listener (e2e/support/mail-catcher.ts), and links the site in front of it.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        SITE_URL: SITE,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'exec npx tsx e2e/support/alt-backend.ts',
      url: `${ALT_BACKEND}/api/files/logo.svg`,
      env: { ALT_BACKEND_PORT: port(ALT_BACKEND) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    site(SITE, DEMO_BACKEND),
    site(ALT_SITE, ALT_BACKEND, ALT_SITE_LOG, { REVALIDATE_SECONDS: '0' }),
    site(CACHE_SITE, ALT_BACKEND, CACHE_SITE_LOG, { REVALIDATE_SECONDS: String(CACHE_WINDOW_SECONDS) }),
    site(DOWN_SITE, DOWN_BACKEND, DOWN_SITE_LOG),
    // Its own data folder: e2e/password-reset.spec.ts resets the demo member's password there, which ends the member's
    // sign-ins, and the standalone demo's tests keep theirs. Its mail reaches the suite's SMTP listener.
    site(EMBEDDED_SITE, null, undefined, { DEMO_DATA_DIR: 'e2e/.data-embedded', SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}` }),
  ],
});
