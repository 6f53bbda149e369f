#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine, then runs every suite
# (static checks, unit, API integration on PGlite and on the PostgreSQL server, e2e in Chromium)
# and ends with one summary line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
RESULTS=test-reports
mkdir -p "$RESULTS"
rm -f "$RESULTS"/*.json

# Static checks count as tests in the summary: one line "name passed|failed" each.
STATIC="$RESULTS/static.txt"
: > "$STATIC"
check() { local name="$1"; shift; echo; echo "── check: $name"; local began=$SECONDS; if "$@"; then echo "$name passed" >> "$STATIC"; else echo "$name failed" >> "$STATIC"; status=1; fi; took "$name" "$began"; }
status=0
# Each phase's wall time, so a run that grows past its budget shows which part grew.
TIMES="$RESULTS/times.txt"
: > "$TIMES"
took() { echo "$1: $(( SECONDS - $2 )) s" | tee -a "$TIMES"; }

began=$SECONDS
bash tests/support/install-chromium.sh || exit 1
# A newcomer's tree must stay clean after the README's first command: npm install must not rewrite the lockfile.
lockfile_was_committed() { git diff --quiet HEAD -- package-lock.json 2>/dev/null; }
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  committed_before=$(lockfile_was_committed && echo yes || echo no)
  npm install --no-audit --no-fund || exit 1
  if [ "$committed_before" = yes ]; then
    check "npm install leaves package-lock.json as committed" bash -c 'git diff --exit-code --stat HEAD -- package-lock.json'
  fi
fi
took "install" "$began"
export PATH="$PWD/node_modules/.bin:$PATH"

PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
step() { local name="$1" began=$SECONDS; echo; echo "── $name"; shift; "$@" || status=1; took "$name" "$began"; }

check "generated GraphQL types are current" bash -c 'npm run --silent codegen >/dev/null && { ! git rev-parse --git-dir >/dev/null 2>&1 || git diff --exit-code --stat -- src/graphql/generated server/graphql/generated; }'
check "typecheck" npx tsc -b
check "lint" npx oxlint -c .oxlintrc.json --deny-warnings
step "unit tests" npx vitest run --project unit --reporter=default --reporter=json --outputFile="$RESULTS/unit.json"
step "API integration on PGlite" env -u DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile="$RESULTS/api-pglite.json"
# The files that never open the test database ran on PGlite already (ENGINE_INDEPENDENT in vitest.config.ts).
step "API integration on PostgreSQL" env DATABASE_URL="$PG_URL" API_SECOND_ENGINE=1 npx vitest run --project api --reporter=default --reporter=json --outputFile="$RESULTS/api-postgres.json"
# e2e runs as two shards side by side, each against a server, database, mailbox and Auth emulator of
# its own (E2E_PORT keys them), so neither sees the other's changes: much of a browser test is waiting,
# which the other shard fills. The web app is built once before, so the two servers do not race to build it.
step "web app build for e2e" npx tsx tests/support/build-spa.ts
E2E_SHARDS=2
e2e_shard() {
  local shard="$1" began=$SECONDS
  E2E_PORT=$((3099 + shard)) E2E_REPORT="$RESULTS/e2e-$shard.json" npx playwright test --shard="$shard/$E2E_SHARDS" 2>&1 | sed -u "s/^/[e2e $shard\/$E2E_SHARDS] /"
  local result="${PIPESTATUS[0]}"
  took "e2e shard $shard" "$began"
  return "$result"
}
echo; echo "── e2e in Chromium ($E2E_SHARDS shards)"
began=$SECONDS
shard_pids=()
for shard in $(seq 1 "$E2E_SHARDS"); do e2e_shard "$shard" & shard_pids+=("$!"); done
for pid in "${shard_pids[@]}"; do wait "$pid" || status=1; done
took "e2e in Chromium" "$began"

echo; cat "$TIMES"
E2E_SHARDS="$E2E_SHARDS" npx tsx tests/support/summarize.ts "$RESULTS" || status=1
exit $status
