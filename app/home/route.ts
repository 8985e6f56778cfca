import { findRoute } from '@/lib/routes';

/** `/home` redirects to `/` (SPEC §2), as the route table says. The Location is relative: never off-site. */
export function GET(): Response {
  const target = findRoute('/home')?.redirect ?? '/';
  return new Response(null, { status: 308, headers: { location: target } });
}
