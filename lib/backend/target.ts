/**
 * The one place that chooses who answers the backend's calls: the CMS at `BACKEND_URL` (read per request,
 * so the same build fronts any backend) or, without it, the embedded demo backend in this process. This
 * is the only file of `lib/` that imports `demo/` (the architecture rules, `.dependency-cruiser.cjs`).
 */
import { getServerConfig } from '@/lib/core/config';
import { handleDemoRequest } from '@/demo/backend';
import { forwardToBackend } from './forward';
import type { FetchLike } from './transport';

/** The origin the server's own calls name while the embedded demo backend answers them (never resolved). */
const EMBEDDED_ORIGIN = 'http://embedded-demo.invalid';

/** Where the server's own calls go (the page renders' backend client, lib/backend/index.ts). */
export function callTarget(): { baseUrl: string; fetch: FetchLike } {
  const { backendUrl } = getServerConfig();
  return backendUrl
    ? { baseUrl: backendUrl, fetch: (request) => fetch(request, { cache: 'no-store' }) }
    : { baseUrl: EMBEDDED_ORIGIN, fetch: handleDemoRequest };
}

/** Who answers a browser's `/api/*` request (app/api/[...path]/route.ts): forwarded to the CMS, or the demo. */
export function answerApiRequest(request: Request): Promise<Response> {
  const { backendUrl, backendTimeoutMs } = getServerConfig();
  return backendUrl
    ? forwardToBackend(request, new URL(request.url).pathname, backendUrl, {
        fetch: (target) => fetch(target),
        timeoutMs: backendTimeoutMs,
      })
    : handleDemoRequest(request);
}
