// The entry of the worker thread that passes its share of the rows of a pass split between threads
// (pass-threads.ts). It holds nothing between passes: each request brings the columns it reads,
// which live in shared memory, so posting them copies none of their rows.
import { parentPort } from 'node:worker_threads';
import type { ActiveFilters, RowCounts } from './facet-types.ts';
import { type PassColumns, passRows } from './row-pass.ts';
import { transferList } from './transfer-list.ts';

export interface ShareRequest {
  id: number;
  columns: PassColumns;
  filters: ActiveFilters;
  failedByTrim: Uint32Array;
  counting: boolean;
  from: number;
  to: number;
}

export type ShareAnswer = { id: number; counts: RowCounts; error?: undefined } | { id: number; error: string };

parentPort!.on('message', ({ id, columns, filters, failedByTrim, counting, from, to }: ShareRequest) => {
  try {
    const counts = passRows(columns, filters, failedByTrim, counting, { from, to });
    // The answer's arrays are made for it alone: handed over rather than copied.
    parentPort!.postMessage({ id, counts } satisfies ShareAnswer, transferList(counts));
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message } satisfies ShareAnswer);
  }
});

// Loaded: the main thread starts splitting passes only now, so no request waits on the start.
parentPort!.postMessage('ready');
