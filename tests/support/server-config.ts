import type { ServerConfig } from '@/lib/core/config';

/** The revalidation secret of the site servers under test. */
export const TEST_REVALIDATE_SECRET = 'a-revalidation-secret-for-tests';

/** A site server's configuration for tests: a backend at http://cms.test, a one-second budget, an hour of stale-if-error. */
export function testServerConfig(): ServerConfig {
  return {
    backendUrl: 'http://cms.test',
    backendTimeoutMs: 1000,
    siteUrl: undefined,
    staleIfErrorSeconds: 3600,
    revalidateSeconds: 60,
    revalidateSecret: TEST_REVALIDATE_SECRET,
  };
}
