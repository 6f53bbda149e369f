import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the real entry point the way `npm run serve` does. */
function startWith(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

describe('a bad configuration', () => {
  it('stops the server with a message naming each bad variable and no stack trace', () => {
    const { status, stderr, stdout } = startWith({ PORT: 'eighty', DATABASE_URL: 'mysql://root:secret@db/ola', LOG_LEVEL: 'loud' });
    expect(status).toBe(1);
    expect(stderr).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(stderr).toContain('DATABASE_URL must be a postgres:// URL');
    expect(stderr).toContain('LOG_LEVEL must be one of');
    expect(stderr).not.toContain('secret');
    expect(`${stderr}${stdout}`).not.toMatch(/\n\s+at /);
  });

  it('refuses to run in production against the Firebase Auth emulator (SECURITY.md row 9)', () => {
    const { status, stderr } = startWith({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(status).toBe(1);
    expect(stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  });
});
