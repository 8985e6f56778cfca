/**
 * The 404 of a route that answers a file (a feed, a calendar, a CSV): the reason as plain text in the
 * page's language, never kept by the page cache or a CDN (the backend may have it on the next ask).
 */
export function fileNotFound(reason: string): Response {
  return new Response(reason, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
