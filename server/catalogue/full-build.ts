import { Worker } from 'node:worker_threads';
import { serverEntry } from '../runtime-files.ts';
import { type Db, databaseUrlFor } from '../db/client.ts';
import type { BuildRequest } from './build-worker.ts';
import { loadFacetIndex } from './build-index.ts';
import type { FacetIndex } from './facet-index.ts';

type Answer = { id: number; index: FacetIndex; error?: undefined } | { id: number; error: string };

// One worker for the process, kept between builds that follow each other (loading its modules took
// seconds on the shared machine, more than a build of a small catalogue), and stopped once idle:
// after a build at a million cars its heap held about 250 MiB that no request needs, and full
// builds are rare (a reference table changed, a long absence, a bulk load).
const IDLE_WORKER_MS = 30_000;
let worker: Worker | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (index: FacetIndex) => void; reject: (error: Error) => void }>();

function buildWorker(): Worker {
  clearTimeout(idleTimer);
  if (worker) return worker;
  const entry = serverEntry('catalogue/build-worker', process.execArgv);
  const started = new Worker(entry.file, { execArgv: entry.execArgv });
  let retired = false;
  started.on('message', (answer: Answer) => {
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    // Idle, the worker must not keep a finished process alive, and goes after a while.
    if (waiting.size === 0) {
      started.unref();
      idleTimer = setTimeout(() => {
        if (worker !== started || waiting.size > 0) return;
        // Retired: the next build starts a new worker, and this one's exit fails no caller.
        worker = undefined;
        retired = true;
        void started.terminate();
      }, IDLE_WORKER_MS);
      idleTimer.unref();
    }
    if (answer.error === undefined) caller?.resolve(answer.index);
    else caller?.reject(new Error(answer.error));
  });
  const fail = (error: Error) => {
    if (retired) return;
    worker = undefined;
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The index build worker stopped (exit code ${code})`)));
  worker = started;
  return started;
}

/**
 * A full build of the index. On PostgreSQL it runs in a worker thread with its own connections:
 * parsing a million rows and sorting them would otherwise block every request for seconds, while
 * the old index can answer them. PGlite is one connection inside this thread, so it builds here.
 */
export function fullBuild(db: Db): Promise<FacetIndex> {
  const databaseUrl = databaseUrlFor(db);
  if (!databaseUrl) return loadFacetIndex(db);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    const builder = buildWorker();
    builder.ref();
    builder.postMessage({ id, databaseUrl } satisfies BuildRequest);
  });
}
