/**
 * Loaded before a script's own modules (`tsx --import ./src/tools/keep-alive.mjs <script>`, src/tools/setup.sh): a
 * timer that keeps Node's event loop alive while the script's modules load. tsx's loader answers module requests
 * from a thread of its own; now and then the main thread's loop found nothing else to wait on while an answer was
 * due, and Node ended the process with 13 ("unsettled top-level await") before the script had run: on 2026-12-02 one
 * setup in four with a CPU-bound process beside it, and both tries of the admin spec's setup in one CI run. With this
 * timer, none in six. The script ends itself with process.exit, so the timer holds nothing up.
 *
 * But an import that never settles at all (payloadcms/payload#17757) is no longer ended by Node: the timer would keep
 * such a process waiting for ever (the likely cause of a CI run that waited past its 90 minutes in the crawl's setup,
 * on 2026-12-04). So the script's start is watched: until the script says that it has begun the work that cannot be
 * done twice (`process.emit('script:working')`), it has START_MS (KEEP_ALIVE_START_MS, 240 s by default); then the
 * process ends with 13 as Node would have ended it, which setup.sh tries once more.
 */
const START_MS = Number(process.env.KEEP_ALIVE_START_MS) || 240_000;

setInterval(() => {}, 1 << 30);

const watch = setTimeout(() => {
  process.stderr.write(
    `keep-alive: the script did not begin its work within ${START_MS / 1000} s of its start (an import that never settles?): ended with 13\n`,
  );
  process.exit(13);
}, START_MS);
process.once('script:working', () => clearTimeout(watch));
