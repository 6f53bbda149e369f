// Adds up the static checks and the JSON reports of every suite into the one closing line CI reads:
// "N passed, N failed". A Playwright test that passed only on a retry is a failure: flaky is broken.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Totals { passed: number; failed: number; skipped: number }
interface VitestReport { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests?: number }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

function countsOf(report: VitestReport | PlaywrightReport): Totals {
  if ('stats' in report) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected, failed: unexpected + flaky, skipped };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
}

const dir = process.argv[2] ?? 'test-reports';
// e2e reports one file per shard (tests/run-all.sh), or one file when run without shards.
const e2eShards = Number(process.env.E2E_SHARDS ?? 0);
const e2eReports = e2eShards > 0 ? Array.from({ length: e2eShards }, (_, index) => `e2e-${index + 1}.json`) : ['e2e.json'];
const expected = ['unit.json', 'api-pglite.json', 'api-postgres.json', ...e2eReports];
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

/** `static.txt` holds one "name passed|failed" line per static check (codegen, typecheck, lint, lockfile). */
function staticChecks(): Totals {
  const file = join(dir, 'static.txt');
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const results = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  for (const line of results.filter((result) => result.endsWith(' failed'))) console.log(`static check failed: ${line.replace(/ failed$/, '')}`);
  const failed = results.filter((result) => result.endsWith(' failed')).length;
  return { passed: results.length - failed, failed, skipped: 0 };
}

const checks = staticChecks();
console.log(`static checks: ${checks.passed} passed, ${checks.failed} failed`);
totals.passed += checks.passed;
totals.failed += checks.failed;
for (const name of expected) {
  const file = join(dir, name);
  if (!existsSync(file)) {
    console.log(`${name}: no report (the suite did not run to the end)`);
    totals.failed += 1;
    continue;
  }
  const counts = countsOf(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}
const extra = readdirSync(dir).filter((f) => f.endsWith('.json') && !expected.includes(f));
if (extra.length) console.log(`(ignored: ${extra.join(', ')})`);
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
