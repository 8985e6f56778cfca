/**
 * `/api/*`: calls and backend static files. With BACKEND_URL set (read per request, so the same build can
 * front any backend) the request is forwarded there; without it the embedded demo backend answers.
 */
import { getServerConfig } from '@/lib/config';
import { forwardToBackend } from '@/lib/backend/forward';
import { handleDemoRequest } from '@/demo/backend';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const { backendUrl, backendTimeoutMs } = getServerConfig();
  if (!backendUrl) return handleDemoRequest(request);
  return forwardToBackend(request, new URL(request.url).pathname, backendUrl, { fetch: (target) => fetch(target), timeoutMs: backendTimeoutMs });
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
