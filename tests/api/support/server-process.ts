import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../support/test-database.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// A start takes a few seconds on an idle machine, a minute or more on a busy 2-core one.
const READY_TIMEOUT_MS = 300_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves with the first JSON log line that matches, or rejects after timeoutMs. */
  logLine(matches: (line: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>>;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * The real entry point (server/main.ts) in a process of its own, with nothing from this
 * environment but the variables given: what a deployment gets when it forgot a setting.
 * Node runs it directly (tsx as a loader, not its CLI), so the pid is the server itself.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // A throwaway PostgreSQL database when DATABASE_URL is set; else the process's own PGlite,
  // which only one process may open, in a fresh folder.
  const testDatabase = process.env.DATABASE_URL
    ? await createTestDatabase({ migrate: false })
    : { dataDir: await mkdtemp(join(tmpdir(), 'ola-process-')), databaseUrl: undefined, cleanup: () => Promise.resolve() };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      DATA_DIR: testDatabase.dataDir,
      SEED_CARS: '0',
      LOG_LEVEL: 'info',
      ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  createInterface({ input: child.stdout }).on('line', (raw) => {
    try {
      lines.push(JSON.parse(raw) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const wake of waiters) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanup = async () => {
    await testDatabase.cleanup();
    await rm(testDatabase.dataDir, { recursive: true, force: true });
  };

  function logLine(matches: (line: Record<string, unknown>) => boolean, timeoutMs: number) {
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = lines.find(matches);
        if (!found) return;
        finish();
        resolve(found);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no such log line within ${timeoutMs} ms from the server started with ${JSON.stringify(env)}; stderr:\n${stderr.join('')}\nstdout:\n${lines.map((line) => JSON.stringify(line)).join('\n')}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  const ready = await logLine((line) => String(line.msg).startsWith('Ola Cars is ready at '), READY_TIMEOUT_MS).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    await cleanup();
    throw error;
  });
  return {
    url: String(ready.msg).replace('Ola Cars is ready at ', ''),
    pid: child.pid!,
    logLine,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await cleanup();
    },
  };
}
