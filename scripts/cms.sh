#!/usr/bin/env bash
# `npm run cms` (issue 45): the back office with the demo company's content, on SQLite: installs cms/'s packages,
# applies the committed migrations, seeds once (the demo's content, scripts/cms-seed-content.ts, and the first
# administrator), builds and starts it on CMS_PORT (default 4000), admin at /admin.
#   --setup-only  everything but starting (the tests start it themselves)
# Reads CMS_PORT, HOST (default 127.0.0.1), CMS_DATA_DIR (default cms/data), SITE_URL and SITE_REVALIDATE_SECRET (the
# site it tells about what was published), PAYLOAD_SECRET (default: one made
# once and kept in the data folder), CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD (the first administrator), SMTP_URL,
# CMS_MAIL_FROM and CMS_URL (its mail, and the admin's public address its links use), and S3_* (uploads in an
# S3-compatible bucket: README).
set -euo pipefail
cd "$(dirname "$0")/.."
export CMS_DATA_DIR="${CMS_DATA_DIR:-$PWD/cms/data}"
mkdir -p "$CMS_DATA_DIR"
if [ -z "${PAYLOAD_SECRET:-}" ]; then
  if [ ! -s "$CMS_DATA_DIR/secret" ]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))' >"$CMS_DATA_DIR/secret")
  fi
  PAYLOAD_SECRET=$(cat "$CMS_DATA_DIR/secret")
  export PAYLOAD_SECRET
fi

npm install --prefix cms --no-audit --no-fund --loglevel=error
npx tsx scripts/cms-seed-content.ts "$CMS_DATA_DIR/seed/content.json"
cd cms
# Migrations and the seed in one process of our own (cms/src/seed/run.ts says why not Payload's CLI).
npm run --silent setup
npm run --silent build
[ "${1:-}" = "--setup-only" ] && exit 0
exec node node_modules/next/dist/bin/next start -p "${CMS_PORT:-4000}" -H "${HOST:-127.0.0.1}"
