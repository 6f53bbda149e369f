import { Worker } from 'node:worker_threads';
import { type Db, databaseUrlFor } from '../db/client.ts';
import type { BuildRequest } from './build-worker.ts';
import { loadFacetIndex } from './build-index.ts';
import type { FacetIndex } from './facet-index.ts';

type Answer = { id: number; index: FacetIndex; error?: undefined } | { id: number; error: string };

// One worker for the process, kept between builds: loading its modules took seconds on the shared
// machine, more than a build of a small catalogue.
let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (index: FacetIndex) => void; reject: (error: Error) => void }>();

/**
 * The worker loads the server's TypeScript through tsx, as the server does, whatever started the
 * process: under the test runner it would otherwise get Node's own type stripping, which refuses
 * parameter properties and enums that the rest of the server may use.
 */
const withTsx = (execArgv: string[]) => (execArgv.some((argument) => argument.includes('tsx')) ? execArgv : [...execArgv, '--import', 'tsx']);

function buildWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./build-worker.ts', import.meta.url), { execArgv: withTsx(process.execArgv) });
  started.on('message', (answer: Answer) => {
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    // Idle, the worker must not keep a finished process alive.
    if (waiting.size === 0) started.unref();
    if (answer.error === undefined) caller?.resolve(answer.index);
    else caller?.reject(new Error(answer.error));
  });
  const fail = (error: Error) => {
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
