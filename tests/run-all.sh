#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine, then runs every suite
# (static checks, unit, API integration on PGlite and on the PostgreSQL server, e2e in Chromium)
# and ends with one summary line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
RESULTS=test-reports
mkdir -p "$RESULTS"
rm -f "$RESULTS"/*.json

bash tests/support/install-chromium.sh || exit 1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund || exit 1
fi
export PATH="$PWD/node_modules/.bin:$PATH"

PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
status=0
step() { echo; echo "── $1"; shift; "$@" || status=1; }

step "codegen, typecheck and lint" bash -c 'npm run --silent codegen >/dev/null && npx tsc -b && npx oxlint -c .oxlintrc.json --deny-warnings'
step "unit tests" npx vitest run --project unit --reporter=default --reporter=json --outputFile="$RESULTS/unit.json"
step "API integration on PGlite" env -u DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile="$RESULTS/api-pglite.json"
step "API integration on PostgreSQL" env DATABASE_URL="$PG_URL" npx vitest run --project api --reporter=default --reporter=json --outputFile="$RESULTS/api-postgres.json"
step "e2e in Chromium" npx playwright test
[ -f "$RESULTS/e2e.json" ] || true

npx tsx tests/support/summarize.ts "$RESULTS" || status=1
exit $status
