/**
 * Whether the site's page cache keeps an address, asked as a visitor would. A kept page is fresh no longer than
 * the oldest backend answer it was drawn from (lib/server/page-decision.ts), and another test's render may have
 * kept those answers up to a window before: the ask right after a render can then meet a page already past its
 * window, and read MISS (a fresh-clone run saw `s-maxage=1`, then MISS 150 ms later). That render took fresh
 * answers, so the ask after it is a HIT. So the address is asked up to three times, until a HIT: an address
 * that is never kept still reads MISS or BYPASS.
 */
import type { APIRequestContext } from '@playwright/test';

/** The page cache's last word (`x-site-cache`) on `url`, asked until it is `HIT`, three times at most. */
export async function cacheStateOnceKept(request: APIRequestContext, url: string): Promise<string | undefined> {
  let state: string | undefined;
  for (let attempt = 0; attempt < 3 && state !== 'HIT'; attempt += 1) state = (await request.get(url)).headers()['x-site-cache'];
  return state;
}
