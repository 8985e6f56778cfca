#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium, its headless shell and the
# CJK fonts (Playwright cannot download its own browser here), a Java runtime for the W3C HTML checker (npm vnu-jar), Redis
# and nginx for the multi-instance tests, and Postgres for the CMS on Postgres (each test starts its own on a loopback
# port; no service is enabled), sqlite3 to read the CMS's SQLite database, and Prometheus (promtool, and a server that
# npm run load starts on a loopback port of its own).
# Needs root or passwordless sudo; otherwise says what to install.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
# The end-to-end tests drive Chromium's headless shell (half the CPU of the full browser in headless mode);
# Lighthouse (npm run bench) uses the full browser.
[ -x "${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || need+=(chromium-headless-shell)
# grep reads the whole list (no -q): stopping at the first match killed fc-list with SIGPIPE, which pipefail counted as
# no fonts, and every run installed them again (scripts/support/ensure-system-packages.test.ts).
fc-list 2>/dev/null | grep -i "Noto Sans CJK" >/dev/null || need+=(fonts-noto-cjk)
command -v java >/dev/null || need+=(default-jre-headless)
command -v redis-server >/dev/null || need+=(redis-server)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
# The CMS's erasure check reads the whole SQLite database (scripts/support/cms-privacy.ts).
command -v sqlite3 >/dev/null || need+=(sqlite3)
# promtool checks the monitoring of deploy/ (tests/monitoring.test.ts); npm run load scrapes two instances with prometheus.
command -v promtool >/dev/null || need+=(prometheus)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} ..."
if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo="sudo"; else
  echo "Please install these Debian packages first: ${need[*]} (apt-get install -y ${need[*]})" >&2
  exit 1
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
