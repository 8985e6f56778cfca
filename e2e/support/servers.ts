/** Ports of the servers the end-to-end suite starts (playwright.config.ts). Loopback only. */
export const DEMO_BACKEND = 'http://127.0.0.1:4310';
export const ALT_BACKEND = 'http://127.0.0.1:4320';
/** The site in front of the standalone demo backend (the real forwarding path). */
export const SITE = 'http://127.0.0.1:3310';
/** The same build in front of another backend that speaks the contract. */
export const ALT_SITE = 'http://127.0.0.1:3320';
/** The same build with BACKEND_URL pointing at a port where nothing listens. */
export const DOWN_SITE = 'http://127.0.0.1:3330';
/** The same build with no BACKEND_URL: the embedded demo backend (README's first command). */
export const EMBEDDED_SITE = 'http://127.0.0.1:3340';
/**
 * The same build in front of the fault-injecting backend with a short page-cache window (3 s) and the
 * revalidation endpoint on: the page cache's tests. The other sites in front of that backend render
 * every view (REVALIDATE_SECONDS=0), so each fault test sees the backend.
 */
export const CACHE_SITE = 'http://127.0.0.1:3350';
export const CACHE_SITE_LOG = 'e2e/.logs/cache-site.log';
export const CACHE_WINDOW_SECONDS = 3;
/** The revalidation secret of the sites started by the suite. */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';
/** Where the backend-down site writes its server log, for the "one line per failed call" check. */
export const DOWN_SITE_LOG = 'e2e/.logs/down-site.log';
/** Where the site in front of the fault-injecting backend writes its server log. */
export const ALT_SITE_LOG = 'e2e/.logs/alt-site.log';
/** A loopback port where nothing listens (connection refused). */
export const DOWN_BACKEND = 'http://127.0.0.1:4399';
/**
 * The suite's mail server (e2e/support/mail-catcher.ts): the demo backend sends its mails to it by SMTP
 * (SMTP_URL), and tests read what it received through its HTTP side.
 */
export const MAIL_SMTP_PORT = 4325;
export const MAIL_API = 'http://127.0.0.1:4326';
