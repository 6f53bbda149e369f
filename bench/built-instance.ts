// One API instance as production runs it (`npm run serve`: the server's build under plain Node), in
// a process of its own, so its memory is the instance's alone: not the benchmark's, its load
// generator's threads or a second instance sharing its process.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../server/firebase/free-port.ts';
import { projectRoot } from '../server/runtime-files.ts';

export interface BuiltInstance {
  url: string;
  /** Resident memory now and the peak seen since start or the last `resetPeak`, in MiB. */
  memory: () => { now: number; peak: number };
  resetPeak: () => void;
  stop: () => void;
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Builds the server, starts it on `databaseUrl` (already seeded) and waits until /readyz answers. */
export async function startBuiltInstance(databaseUrl: string, dataDir: string): Promise<BuiltInstance> {
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // MALLOC_ARENA_MAX as `npm run serve` sets it (decision 65).
  const env = { ...process.env, MALLOC_ARENA_MAX: '1', NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_CARS: '0', LOG_LEVEL: 'warn', AUTH_SECRET: randomBytes(32).toString('hex'), PUBLIC_URL: url };
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.mjs'], { cwd: projectRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const pid = child.pid!;
  let peak = 0;
  const sample = () => (peak = Math.max(peak, rssMiB(pid)));
  const sampler = setInterval(sample, 50);
  while ((await fetch(`${url}/readyz`).then((response) => response.status, () => 0)) !== 200) {
    if (child.exitCode !== null) throw new Error(`the built instance exited with ${child.exitCode}`);
    await delay(50);
  }
  return {
    url,
    memory: () => ({ now: rssMiB(pid), peak: (sample(), peak) }),
    resetPeak: () => (peak = rssMiB(pid)),
    stop: () => {
      clearInterval(sampler);
      child.kill();
    },
  };
}
