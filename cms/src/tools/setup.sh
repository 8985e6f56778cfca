#!/usr/bin/env bash
# `npm run setup`: the committed migrations and the seed (src/seed/run.ts). Now and then tsx's module loader leaves
# the script's start unsettled, and Node exits with 13 before the script has printed or done anything (twice in about
# twenty runs on 2026-11-29, once beside a starting tsx process; Payload's own CLI shows the same through tsx:
# payloadcms/payload#17757). That exit, and only that one, is tried once more: the seed itself refuses to seed twice.
tsx src/seed/run.ts
status=$?
if [ $status -eq 13 ]; then
  echo "setup: the script's start was left unsettled (exit 13), nothing done: once more" >&2
  tsx src/seed/run.ts
  status=$?
fi
exit $status
