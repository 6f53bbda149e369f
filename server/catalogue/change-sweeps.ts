import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { catalogueFor } from './registry.ts';

/** How often work that waited for a new day is looked for, besides every catalogue change. */
export const CHANGE_SWEEP_MS = 60 * 60 * 1000;

export interface ChangeSweep {
  /** Does the work; answers how many e-mails (or other items) it produced. */
  run(): Promise<number>;
  /** Logged when a sweep produced something, with its count. */
  done: string;
  /** Logged when a sweep failed. */
  failed: string;
}

/**
 * Runs a sweep after every catalogue change the instance hears of (decision 18), once an hour for
 * work that waited for the next day, and at start. Sweeps never overlap in this instance; a change
 * heard during one runs one more after it. Answers how to stop, waiting for a sweep under way.
 */
export function startChangeSweeps(db: Db, sweepOnce: ChangeSweep, logger: Logger): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const sweep = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sweepOnce
      .run()
      .then((count) => {
        if (count > 0) logger.info({ count }, sweepOnce.done);
      })
      .catch((error: unknown) => logger.warn({ err: error }, sweepOnce.failed))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          sweep();
        }
      });
  };
  const unlisten = catalogueFor(db).onChange(sweep);
  sweep();
  const timer = setInterval(sweep, CHANGE_SWEEP_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unlisten();
    await running;
  };
}
