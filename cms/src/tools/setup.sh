#!/usr/bin/env bash
# `npm run setup`: the committed migrations and the seed (src/seed/run.ts). Now and then tsx's module loader leaves
# the script's start unsettled, and Node exits with 13 before the script has printed or done anything (twice in about
# twenty runs on 2026-11-29, once beside a starting tsx process; Payload's own CLI shows the same through tsx:
# payloadcms/payload#17757). A timer loaded first keeps the loop alive while the modules load (src/tools/keep-alive.mjs:
# one setup in four met it on 2026-12-02 with a CPU-bound process beside, none in six with the timer); an import that
# never settles, which the timer would keep waiting for ever, ends with 13 there too, if the seed has not begun to write.
# That exit, and only that one, is still tried once more: the seed itself refuses to seed twice.
tsx --import ./src/tools/keep-alive.mjs src/seed/run.ts
status=$?
if [ $status -eq 13 ]; then
  echo "setup: the script's start was left unsettled (exit 13), nothing done: once more" >&2
  tsx --import ./src/tools/keep-alive.mjs src/seed/run.ts
  status=$?
fi
exit $status
