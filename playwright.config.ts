import { defineConfig, devices } from '@playwright/test';
import { noticeAccepted } from './tests/e2e/support/cookie-notice.ts';
import { e2eMailDir } from './tests/e2e/support/mail.ts';

// e2e runs in Debian's Chromium against the production build served by the real API server,
// on its own port and data folder so it never touches a developer's instance.
const port = Number(process.env.E2E_PORT ?? 3100);
// Debian's headless shell (the old headless mode, which the full browser no longer has): a new page
// costs about 0.2 s in it against 0.6 s in the full browser, which lays out a whole window for each,
// and every test opens one. E2E_CHROMIUM_PATH=/usr/bin/chromium runs the suite in the full browser;
// CHROMIUM_PATH stays the full browser's (bench:lcp, tests/support/install-chromium.sh).
const chromium = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try is a bug to fix, and counts as a failure.
  retries: 0,
  // The README's test command runs the suite as shards, each on its own server, and names each report.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-reports/e2e.json' }]],
  // Traces and screenshots per port: a run empties its output folder, which must not be another shard's.
  outputDir: `test-results/${port}`,
  use: {
    baseURL: origin,
    // The cookie notice already answered, except in the specs about it (support/cookie-notice.ts).
    storageState: noticeAccepted(origin),
    // A failed test keeps its trace with the page's DOM at every step; without the screencast's
    // frames, which every test paid for while recording (the schedule's walks ran 11 % faster).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    // The production build registers a service worker, which would take navigations out of the
    // reach of page.route; only the specs about the installable app let it run.
    serviceWorkers: 'block',
    // Motion reduced, as the app honours for visitors who ask (global.css.ts): no skeleton shimmer
    // repainting while data loads and no transition to wait out before an element is stable, on a
    // machine where both cores are the suite's bottleneck. Nothing a test checks is in the motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'tsx tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', E2E_MAIL_DIR: e2eMailDir },
    stdout: 'pipe',
    // A signal the server can act on: it stops its Firebase emulator (its own process group),
    // which the default SIGKILL of the group would leave running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
