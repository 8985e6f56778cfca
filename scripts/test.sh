#!/usr/bin/env bash
# `npm test`: every test. Type check, lint (ESLint), Jest (units and components), production build, then Playwright in
# Debian's Chromium against that build. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
# Reports live outside test-results/, which Playwright empties when it starts.
rm -rf reports && mkdir -p reports
bash scripts/ensure-system-packages.sh || exit 1

status=0
step() { echo; echo "==> $*"; "$@" || status=1; }

step npx tsc --noEmit
step npm run lint
step npx jest --ci --maxWorkers=2 --json --outputFile=reports/jest.json
if npm run build; then
  step npx playwright test
else
  echo "build failed: end-to-end tests not run"
  status=1
fi

node -e '
const fs = require("fs");
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
const jest = read("reports/jest.json");
const e2e = read("reports/e2e.json");
const jp = jest ? jest.numPassedTests : 0, jf = jest ? jest.numFailedTests : 0;
const ep = e2e ? e2e.stats.expected : 0, ef = e2e ? e2e.stats.unexpected + e2e.stats.flaky : 0, es = e2e ? e2e.stats.skipped : 0;
console.log(`\njest: ${jp} passed, ${jf} failed; playwright: ${ep} passed, ${ef} failed, ${es} skipped`);
console.log(`${jp + ep} passed, ${jf + ef + (process.argv[1] === "1" && jf + ef === 0 ? 1 : 0)} failed`);
' "$status"
exit $status
