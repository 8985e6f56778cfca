/**
 * Starts Payload when the CMS's server starts, with its job crons (src/payload.config.ts, `jobs.autoRun`): a
 * scheduled publication and a revalidation of the site run on time even if no one has opened the admin since.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config, cron: true });
}
