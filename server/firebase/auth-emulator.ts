import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { isDemoProject } from '../development-conveniences.ts';
import { stripVTControlCharacters } from 'node:util';
import type { Logger } from '../logger.ts';
import { projectPath } from '../runtime-files.ts';
import { freePort } from './free-port.ts';

const firebaseCli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
const supervisor = projectPath('server/firebase/emulator-supervisor.ts');
// Measured: 5–20 s on an idle 2-core machine, 52–57 s on a busy one.
const READY_TIMEOUT_MS = 120_000;

export interface AuthEmulatorOptions {
  /** Must start with 'demo-': firebase-tools then never asks Google for the project. */
  projectId: string;
  /** Its firebase.json goes in a fresh folder under here (default: the system's temporary folder). */
  baseDir?: string;
  /** Chosen by the system when absent. */
  port?: number;
  logger?: Pick<Logger, 'debug'>;
}

export interface RunningAuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST expects it. */
  host: string;
  /** Ends the emulator and everything it started; safe to call more than once. */
  stop(): Promise<void>;
}

// Hub and logging ports are picked too: the defaults (4400, 4500) would clash with a second emulator.
async function writeFirebaseJson(folder: string, port: number): Promise<void> {
  const [hub, logging] = [await freePort(), await freePort()];
  const emulators = { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false } };
  await writeFile(join(folder, 'firebase.json'), JSON.stringify({ emulators }));
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then((response) => response.ok, () => false);
}

/** Starts firebase-tools' Auth emulator as a child process and resolves once it answers HTTP. */
export async function startAuthEmulator({ projectId, baseDir = tmpdir(), port, logger }: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  if (!isDemoProject(projectId)) throw new Error(`The Auth emulator needs a demo project ID (demo-…) to run offline; got "${projectId}".`);
  await mkdir(baseDir, { recursive: true });
  const folder = await mkdtemp(join(baseDir, 'firebase-auth-emulator-'));
  const authPort = port ?? (await freePort());
  await writeFirebaseJson(folder, authPort);

  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' };
  // The CLI must not mistake itself for a client of some other emulator.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  const cli = [process.execPath, firebaseCli, 'emulators:start', '--only', 'auth', '--project', projectId];
  // Through the supervisor, which ends the CLI's process group when our pipe to its stdin closes:
  // on stop(), and when this process dies in any way, SIGKILL included. Outside our own process
  // group, so a signal to the group (Ctrl-C, a test runner's SIGKILL) cannot skip that cleanup.
  const nodeFlags = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
  const child = spawn(process.execPath, [...nodeFlags, supervisor, ...cli], { cwd: folder, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (raw) => {
      const line = stripVTControlCharacters(raw);
      recent.push(line);
      if (recent.length > 20) recent.shift();
      logger?.debug({ emulator: 'auth' }, line);
    });
    // The emulator must never be what keeps this process alive.
    (stream as unknown as Socket).unref();
  }
  (child.stdin as unknown as Socket).unref();
  // Closing the pipe is the whole message; a supervisor already gone needs no telling.
  child.stdin.on('error', () => {});
  child.unref();

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The emulator itself goes with this process through the supervisor; its folder goes here.
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  process.on('exit', removeFolder);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', removeFolder);
      // Waiting for it must hold this process open, which the unref above no longer does.
      child.ref();
      child.stdin.end();
      await exited;
      await rm(folder, { recursive: true, force: true });
    })();
    return stopping;
  };

  const host = `127.0.0.1:${authPort}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`http://${host}/`))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why = child.exitCode !== null || child.signalCode !== null ? 'exited' : `did not answer within ${READY_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The Firebase Auth emulator ${why} (http://${host}/). Its last output:\n${recent.join('\n')}`);
    }
    await delay(200);
  }
  return { host, stop };
}
