import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { serverEntry } from '../runtime-files.ts';
import { RANGE_DIMENSIONS } from './dimensions.ts';
import { type FacetIndex, PASS_COLUMNS, PASS_VALUES } from './facet-index.ts';
import type { ActiveFilters, RowCounts } from './facet-types.ts';
import type { ShareAnswer, ShareRequest } from './pass-worker.ts';
import { type PassColumns, passRows } from './row-pass.ts';
import { emptyRowSet } from './row-set.ts';

/**
 * Below this many rows a pass stays on one thread: it takes half a millisecond at most, and sending
 * a share to the worker and its counts back costs about a tenth of that (decision 65).
 */
const SPLIT_FROM_ROWS = 50_000;

/** What a pass reads of `index`, as the worker gets it. */
export const passColumnsOf = (index: FacetIndex): PassColumns => {
  const pick = <T extends object, K extends keyof T>(source: T, names: readonly K[]) => Object.fromEntries(names.map((name) => [name, source[name]])) as Pick<T, K>;
  const lookups = Object.fromEntries(PASS_VALUES.map((dimension) => [dimension, { size: index.lookups[dimension].size }])) as PassColumns['lookups'];
  return { ...pick(index, ['size', 'listed', 'trimCount', ...PASS_COLUMNS]), values: pick(index.values, PASS_VALUES), lookups };
};

/**
 * Whether posting the columns and the search's scores shares their memory: an array of this
 * thread's own memory would be copied whole instead (an index built before its columns were shared).
 */
const allShared = (columns: PassColumns, { textScores }: ActiveFilters) =>
  [...Object.values(columns), ...Object.values(columns.values), textScores]
    .filter((value): value is ArrayBufferView => ArrayBuffer.isView(value))
    .every((array) => array.buffer instanceof SharedArrayBuffer);

/** The counts of rows passed in parts, as one pass over them all would count them. */
export function joinCounts(size: number, parts: { counts: RowCounts; from: number }[]): RowCounts {
  const [first, ...others] = parts.map((part) => part.counts);
  const matched = emptyRowSet(size);
  // Each part's set starts at its first row, a multiple of 32: its words go in as they are.
  for (const { counts, from } of parts) matched.set(counts.matched, from >>> 5);
  const sum = (target: Uint32Array, source: Uint32Array) => {
    for (let at = 0; at < target.length; at++) target[at]! += source[at]!;
  };
  const joined = { ...first!, matched, offerCounts: { ...first!.offerCounts }, bounds: structuredClone(first!.bounds) };
  for (const other of others) {
    joined.count += other.count;
    for (const name of ['colorCounts', 'spotCounts', 'categoryCounts', 'carsPassing'] as const) sum(joined[name], other[name]);
    joined.offerCounts.withOffer += other.offerCounts.withOffer;
    joined.offerCounts.certified += other.offerCounts.certified;
    joined.offerCounts.available += other.offerCounts.available;
    for (const dimension of RANGE_DIMENSIONS) {
      joined.bounds[dimension].min = Math.min(joined.bounds[dimension].min, other.bounds[dimension].min);
      joined.bounds[dimension].max = Math.max(joined.bounds[dimension].max, other.bounds[dimension].max);
    }
  }
  return joined;
}

/**
 * The pass over every row, split between this thread and a worker thread. The API's requests run
 * on one event loop, and at a million cars a pass over every row takes 10–15 ms of it: four
 * requests in flight then queue behind one another while the machine's other core waits. Here the
 * worker passes the later rows (`workerShare` of them) while this thread passes the earlier ones,
 * so a pass holds the event loop about a third as long. The columns a pass reads live in shared
 * memory (`withSharedPassColumns`), and an index is never changed once built, so the worker reads
 * the very rows this thread would, without a copy and without a lock.
 *
 * The worker starts with the first pass large enough to split, and until it has loaded, passes run
 * here whole; a worker that fails or stops leaves its share to this thread, and the next pass
 * starts another.
 */
export class PassThreads {
  private worker: Worker | undefined;
  private ready = false;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (counts: RowCounts) => void; reject: (error: Error) => void }>();
  private answered = 0;
  private started: Promise<void> | undefined;
  /** Set when a worker stopped before it had loaded: then none is started again (see `readyWorker`). */
  private unloadable = false;

  constructor(
    private readonly splitFrom = SPLIT_FROM_ROWS,
    /** The worker's share of the rows: this thread also parses, resolves and serialises every request. */
    private readonly workerShare = 0.65,
    private readonly entryName = 'catalogue/pass-worker',
  ) {}

  async passRows(index: FacetIndex, filters: ActiveFilters, failedByTrim: Uint32Array, counting: boolean): Promise<RowCounts> {
    const columns = passColumnsOf(index);
    const worker = index.size >= this.splitFrom && allShared(columns, filters) ? this.readyWorker() : undefined;
    if (!worker) return passRows(index, filters, failedByTrim, counting);
    const { size } = index;
    // A multiple of 32, so each share's matches fill whole words of the joined set.
    const middle = Math.floor((size * (1 - this.workerShare)) / 32) * 32;
    const theirs = this.ask(worker, { columns, filters, failedByTrim, counting, from: middle, to: size }).catch(() =>
      passRows(index, filters, failedByTrim, counting, { from: middle, to: size }),
    );
    const ours = passRows(index, filters, failedByTrim, counting, { from: 0, to: middle });
    return joinCounts(size, [
      { counts: ours, from: 0 },
      { counts: await theirs, from: middle },
    ]);
  }

  /** Shares of passes the worker has answered (the rest of each pass ran on this thread). */
  get sharesAnswered(): number {
    return this.answered;
  }

  /** Starts the worker now rather than with the first large pass; resolves once it has loaded. */
  start(): Promise<void> {
    this.readyWorker();
    return this.started ?? Promise.reject(new Error('The pass worker could not load'));
  }

  /** Stops the worker; a later pass starts another. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.forget(new Error('The pass worker was closed'));
    await worker?.terminate();
  }

  private ask(worker: Worker, share: Omit<ShareRequest, 'id'>): Promise<RowCounts> {
    const id = this.nextId++;
    // Waiting on an answer keeps the process alive; idle, the worker must not.
    if (this.waiting.size === 0) worker.ref();
    const answer = new Promise<RowCounts>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    worker.postMessage({ id, ...share } satisfies ShareRequest);
    return answer;
  }

  /**
   * The worker once it has loaded; undefined before, having started it if need be. A worker that
   * could not load (its file missing from a build, say) would fail the same way at every start, each
   * costing the event loop a thread's start: the passes then stay here, as on one core.
   */
  private readyWorker(): Worker | undefined {
    if (this.worker) return this.ready ? this.worker : undefined;
    if (this.unloadable) return undefined;
    const entry = serverEntry(this.entryName, process.execArgv);
    // It keeps nothing between passes, and each pass allocates a few arrays of counts: a small heap
    // keeps the instance's memory within its budget (the default young generation alone would grow
    // to tens of MiB before its first collection).
    const worker = new Worker(entry.file, { execArgv: entry.execArgv, resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 } });
    worker.unref();
    let loaded: () => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    this.started = new Promise<void>((resolve, reject) => ([loaded, failed] = [resolve, reject]));
    // Nobody need wait for the start: a pass splits only once the worker has loaded.
    this.started.catch(() => undefined);
    worker.on('message', (answer: ShareAnswer | 'ready') => {
      if (answer === 'ready') {
        if (this.worker === worker) this.ready = true;
        loaded();
        return;
      }
      const caller = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) worker.unref();
      // No caller: the worker was closed after it had answered, and its share was passed here.
      if (!caller) return;
      if (answer.error !== undefined) caller.reject(new Error(answer.error));
      else {
        this.answered++;
        caller.resolve(answer.counts);
      }
    });
    const fail = (error: Error) => {
      failed(error);
      if (this.worker !== worker) return;
      if (!this.ready) this.unloadable = true;
      this.forget(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The pass worker stopped (exit code ${code})`)));
    this.worker = worker;
    this.ready = false;
    return undefined;
  }

  private forget(error: Error): void {
    this.worker = undefined;
    this.ready = false;
    for (const caller of this.waiting.values()) caller.reject(error);
    this.waiting.clear();
  }
}

/** The process's threads for passes: one worker beside the event loop, on a machine of two cores or more. */
export const passThreads = new PassThreads(availableParallelism() > 1 ? SPLIT_FROM_ROWS : Number.POSITIVE_INFINITY);
