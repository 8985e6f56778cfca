/**
 * Telling the site what changed (docs/backend-api.md, "Telling the site about an edit"): after a publication, an
 * unpublication, a scheduled publication firing, a live edit or a delete, the CMS posts the tags and paths that
 * changed to the site's `POST /_site/revalidate`, through a job of its own queue, retried with a growing wait when
 * the site cannot be reached (8 attempts over about four minutes). A revalidation that still fails stays in the jobs
 * list with its error and is logged: it is never lost silently. Without SITE_URL there is no site to tell.
 *
 * The site is told at SITE_URL, or at each address of SITE_REVALIDATE_URLS (comma-separated) when the public address
 * does not reach its revalidation endpoint (behind nginx, `/_site/` is closed: deploy/compose.yaml names the instances).
 * Each address gets a job of its own, so that one instance down delays only its own news.
 */
import type { Payload, TaskConfig } from 'payload';

export type SiteChange = { tags: string[]; paths: string[] };

export const SITE_QUEUE = 'site';
const TIMEOUT_MS = 5000;

/** The addresses of the site to tell: each of SITE_REVALIDATE_URLS, else SITE_URL, else none. */
export function siteAddresses(env: Record<string, string | undefined> = process.env): string[] {
  const listed = (env.SITE_REVALIDATE_URLS ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (listed.length) return [...new Set(listed)];
  return env.SITE_URL ? [env.SITE_URL] : [];
}

/** Queues a revalidation of `change` for each address of the site (nothing without one). */
export async function tellSite(payload: Pick<Payload, 'jobs'>, change: SiteChange): Promise<void> {
  if (change.tags.length === 0 && change.paths.length === 0) return;
  for (const site of siteAddresses()) await payload.jobs.queue({ task: 'revalidateSite', queue: SITE_QUEUE, input: { ...change, site } });
}

/** The body the site takes: the tags and the paths, each once. */
export const revalidationBody = (change: SiteChange) => ({
  ...(change.tags.length ? { tags: [...new Set(change.tags)] } : {}),
  ...(change.paths.length ? { paths: [...new Set(change.paths)] } : {}),
});

export const revalidateTask: TaskConfig<{ input: SiteChange & { site?: string }; output: { expired: number } }> = {
  slug: 'revalidateSite',
  label: 'Tell the site what changed',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } },
  inputSchema: [
    { name: 'tags', type: 'json', required: true },
    { name: 'paths', type: 'json', required: true },
    // Where to tell it; a job queued before there could be several addresses has none: SITE_URL.
    { name: 'site', type: 'text' },
  ],
  outputSchema: [{ name: 'expired', type: 'number' }],
  handler: async ({ input, req }) => {
    const site = input.site || process.env.SITE_URL;
    if (!site) return { output: { expired: 0 } };
    const response = await fetch(new URL('/_site/revalidate', site), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.SITE_REVALIDATE_SECRET ?? ''}` },
      body: JSON.stringify(revalidationBody({ tags: input.tags, paths: input.paths })),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      req.payload.logger.error(
        `revalidation of ${JSON.stringify(input)} refused by the site at ${site}: HTTP ${response.status} ${text.slice(0, 200)}`,
      );
      throw new Error(`the site answered HTTP ${response.status}`);
    }
    const expired = (JSON.parse(text) as { data?: { expired?: number } }).data?.expired ?? 0;
    return { output: { expired } };
  },
};
