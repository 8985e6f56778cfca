/**
 * Validates the configuration when the server starts: a wrong BACKEND_URL or timeout stops the server with
 * a message saying what to fix. Also says which backend this process serves from.
 */
import { ConfigError, getServerConfig } from '@/lib/core/config';
import { siteLog } from '@/lib/core/log';

try {
  const config = getServerConfig();
  siteLog().info(
    config.backendUrl
      ? `[config] backend: ${config.backendUrl} (timeout ${config.backendTimeoutMs} ms)`
      : '[config] backend: embedded demo backend (BACKEND_URL is not set)',
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
