/**
 * Loaded before a script's own modules (`tsx --import ./src/tools/keep-alive.mjs <script>`, src/tools/setup.sh): a
 * timer that keeps Node's event loop alive while the script's modules load. tsx's loader answers module requests
 * from a thread of its own; now and then the main thread's loop found nothing else to wait on while an answer was
 * due, and Node ended the process with 13 ("unsettled top-level await") before the script had run: on 2026-12-02 one
 * setup in four with a CPU-bound process beside it, and both tries of the admin spec's setup in one CI run. With this
 * timer, none in six. The script ends itself with process.exit, so the timer holds nothing up.
 */
setInterval(() => {}, 1 << 30);
