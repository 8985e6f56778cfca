/**
 * The one place that chooses who answers the backend's calls: the CMS at `BACKEND_URL` (read per request,
 * so the same build fronts any backend) or, without it, the embedded demo backend in this process. This
 * is the only file of `lib/` that imports `demo/` (the architecture rules, `.dependency-cruiser.cjs`).
 */
import { getServerConfig } from '@/lib/core/config';
import { handleDemoRequest } from '@/demo/backend';
import { forwardToBackend } from './forward';
import type { FetchLike } from './transport';
import { apiRefusal, screenApiRequest } from './api-door';

/** The origin the server's own calls name while the embedded demo backend answers them (never resolved). */
const EMBEDDED_ORIGIN = 'http://embedded-demo.invalid';

/** Where the server's own calls go (the page renders' backend client, lib/backend/index.ts). */
export function callTarget(): { baseUrl: string; fetch: FetchLike } {
  const { backendUrl } = getServerConfig();
  return backendUrl
    ? { baseUrl: backendUrl, fetch: (request) => fetch(request, { cache: 'no-store' }) }
    : { baseUrl: EMBEDDED_ORIGIN, fetch: handleDemoRequest };
}

/**
 * Who answers a browser's `/api/*` request (app/api/[...path]/route.ts): forwarded to the CMS, or the demo,
 * once the API's door (./api-door.ts) lets it through. The site server applies the same door before the
 * limits; here it holds for a bare `next start` too.
 */
export function answerApiRequest(request: Request, browserCalls: readonly string[]): Promise<Response> {
  const { backendUrl, backendTimeoutMs, siteUrl } = getServerConfig();
  const url = new URL(request.url);
  const decision = screenApiRequest(
    request.method,
    url.pathname + url.search,
    {
      origin: request.headers.get('origin') ?? undefined,
      host: request.headers.get('host') ?? undefined,
      contentType: request.headers.get('content-type') ?? undefined,
    },
    siteUrl ?? null,
    browserCalls,
  );
  if (decision.kind === 'refuse') return Promise.resolve(apiRefusal(decision));
  return backendUrl
    ? forwardToBackend(request, decision.url.split('?', 1)[0]!, backendUrl, {
        fetch: (target) => fetch(target),
        timeoutMs: backendTimeoutMs,
      })
    : handleDemoRequest(request);
}
