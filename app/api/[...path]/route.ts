/**
 * `/api/*`: calls and backend static files. With BACKEND_URL set (read per request, so the same build can
 * front any backend) the request is forwarded there; without it the embedded demo backend answers.
 */
import { answerApiRequest } from '@/lib/backend/target';
import { BROWSER_CALLS } from '@/features';
import { apiContentSecurityPolicy } from '@/lib/security-headers';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const response = await answerApiRequest(request, BROWSER_CALLS);
  // Set here, per answer and by its type (next.config's headers would override a route's own).
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', apiContentSecurityPolicy(headers.get('content-type')));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
