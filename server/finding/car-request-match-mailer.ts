import type { Clock } from '../auth/clock.ts';
import { startChangeSweeps } from '../catalogue/change-sweeps.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { mailCarRequestMatches, type MatchMailing } from './car-request-matches.ts';

/**
 * Runs mailCarRequestMatches after every catalogue change the instance hears of (decision 18: a
 * car made available or cheaper is one), once an hour for matches that waited for the next day, and at
 * start.
 */
export function startMatchMailer(db: Db, now: Clock, mailing: MatchMailing, logger: Logger): () => Promise<void> {
  return startChangeSweeps(
    db,
    {
      run: () => mailCarRequestMatches(db, now(), mailing),
      done: 'car request match e-mails queued',
      failed: 'car request matches: the sweep failed; the next change or hour retries',
    },
    logger,
  );
}
