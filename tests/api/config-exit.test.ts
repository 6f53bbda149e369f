import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the server's TypeScript entry point, as `npm start` and `npm run dev` run it. */
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

  // SECURITY.md row 15: settings that contradict each other stop the server instead of letting it
  // guess. PORT=0 and a data folder of its own, in case one starts anyway.
  const contradictions: [string, Record<string, string>, string[]][] = [
    ['development mode on every interface', { NODE_ENV: 'development', HOST: '0.0.0.0', AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://olacars.example' }, ['NODE_ENV must be production (or unset) when HOST is not a loopback address (got HOST "0.0.0.0")']],
    ['every interface without a secret or public address', { HOST: '0.0.0.0' }, ['AUTH_SECRET required when HOST', 'PUBLIC_URL required when HOST']],
    ['production without a public address', { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }, ['PUBLIC_URL required in production']],
    ['an Auth emulator without development mode', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, ['FIREBASE_AUTH_EMULATOR_HOST needs NODE_ENV=development or test']],
    ['an Auth emulator for a real Firebase project', { NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'ola-cars-do' }, ['FIREBASE_AUTH_EMULATOR_HOST works only with a demo- FIREBASE_PROJECT_ID']],
  ];
  it.each(contradictions)('refuses %s, naming the variables', (_case, env, messages) => {
    const { status, stderr } = startWith({ PORT: '0', DATA_DIR: join(tmpdir(), 'ola-config-exit'), ...env });
    expect(status).toBe(1);
    for (const message of messages) expect(stderr).toContain(message);
  });

  it('refuses to run in production against the Firebase Auth emulator (SECURITY.md row 9)', () => {
    const { status, stderr } = startWith({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(status).toBe(1);
    expect(stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  });
});
