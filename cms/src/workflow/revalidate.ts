/**
 * Telling the site what changed (docs/backend-api.md, "Telling the site about an edit"): after a publication, an
 * unpublication, a scheduled publication firing, a live edit or a delete, the CMS posts the tags and paths that
 * changed to the site's `POST /_site/revalidate`, through a job of its own queue, retried with a growing wait when
 * the site cannot be reached (8 attempts over about four minutes). A revalidation that still fails stays in the jobs
 * list with its error and is logged: it is never lost silently. Without SITE_URL there is no site to tell.
 */
import type { Payload, TaskConfig } from 'payload';

export type SiteChange = { tags: string[]; paths: string[] };

export const SITE_QUEUE = 'site';
const TIMEOUT_MS = 5000;

/** Queues a revalidation of `change` (nothing without SITE_URL). */
export async function tellSite(payload: Payload, change: SiteChange): Promise<void> {
  if (!process.env.SITE_URL || (change.tags.length === 0 && change.paths.length === 0)) return;
  await payload.jobs.queue({ task: 'revalidateSite', queue: SITE_QUEUE, input: change });
}

/** The body the site takes: the tags and the paths, each once. */
export const revalidationBody = (change: SiteChange) => ({
  ...(change.tags.length ? { tags: [...new Set(change.tags)] } : {}),
  ...(change.paths.length ? { paths: [...new Set(change.paths)] } : {}),
});

export const revalidateTask: TaskConfig<{ input: SiteChange; output: { expired: number } }> = {
  slug: 'revalidateSite',
  label: 'Tell the site what changed',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } },
  inputSchema: [
    { name: 'tags', type: 'json', required: true },
    { name: 'paths', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'expired', type: 'number' }],
  handler: async ({ input, req }) => {
    const site = process.env.SITE_URL;
    if (!site) return { output: { expired: 0 } };
    const response = await fetch(new URL('/_site/revalidate', site), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.SITE_REVALIDATE_SECRET ?? ''}` },
      body: JSON.stringify(revalidationBody(input)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      req.payload.logger.error(
        `revalidation of ${JSON.stringify(input)} refused by the site: HTTP ${response.status} ${text.slice(0, 200)}`,
      );
      throw new Error(`the site answered HTTP ${response.status}`);
    }
    const expired = (JSON.parse(text) as { data?: { expired?: number } }).data?.expired ?? 0;
    return { output: { expired } };
  },
};
