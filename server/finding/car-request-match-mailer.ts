import type { Clock } from '../auth/clock.ts';
import { catalogueFor } from '../catalogue/registry.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { mailCarRequestMatches, type MatchMailing } from './car-request-matches.ts';

/** How often matches that waited for a new day are looked for, besides every catalogue change. */
export const MATCH_SWEEP_MS = 60 * 60 * 1000;

/**
 * Runs mailCarRequestMatches after every catalogue change the instance hears of (decision 18: a
 * car made available or cheaper is one), once an hour for matches that waited for the next day, and at
 * start. Sweeps never overlap in this instance; a change heard during one runs one more after it.
 */
export function startMatchMailer(db: Db, now: Clock, mailing: MatchMailing, logger: Logger): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const sweep = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = mailCarRequestMatches(db, now(), mailing)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'car request match e-mails queued');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'car request matches: the sweep failed; the next change or hour retries'))
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
  const timer = setInterval(sweep, MATCH_SWEEP_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unlisten();
    await running;
  };
}
