import { and, asc, isNull, notInArray } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database, Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { Logger } from '../logger.ts';
import type { LinkSecrets } from './link-secrets.ts';
import { outboxMessageSender } from './outbox-message-sender.ts';
import { createRetrySchedule } from './retry-schedule.ts';

export interface MailDeliveryOptions {
  database: Database;
  linkSecrets: LinkSecrets;
  smtpUrl: string;
  from: string;
  logger: Logger;
  pollIntervalMs?: number;
}

export interface MailDelivery {
  /** Looks for pending mail now (after an enqueue) instead of waiting for the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

// A mail enqueued inside a transaction is visible only after its commit, which may come just
// after the wake-up; one more look shortly afterwards catches it without waiting for the poll.
const afterCommitDelayMs = 300;

/** Delivers pending outbox rows over SMTP, oldest first, until none is left. */
export function startMailDelivery({ database, linkSecrets, smtpUrl, from, logger, pollIntervalMs = 5000 }: MailDeliveryOptions): MailDelivery {
  // Shorter than nodemailer's 2-minute defaults: a silent relay must not hold up shutdown for long.
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transport = createTransport({ url: smtpUrl, ...timeouts }, { from });
  const retries = createRetrySchedule(() => wake());
  const deliver = outboxMessageSender({ transport, linkSecrets, retries, logger });
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  // On PostgreSQL the row stays locked while it is sent, so a second instance skips it. PGlite
  // has one connection: a transaction there would stall every request during the SMTP exchange.
  const claimed = <T>(work: (executor: Db) => Promise<T>): Promise<T> =>
    database.kind === 'postgres' ? database.db.transaction((tx) => work(tx)) : work(database.db);

  async function deliverOne(): Promise<boolean> {
    return claimed(async (executor) => {
      const [mail] = await executor
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), notInArray(mailOutbox.id, retries.waiting())))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return false;
      await deliver(executor, mail);
      return true;
    });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await deliverOne()));
      } catch (error) {
        // The database itself failed (e.g. closing); the next poll tries again.
        if (!stopped) logger.error({ err: error }, 'e-mail delivery pass failed');
      }
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => (running = undefined));
  }

  const poll = setInterval(wake, pollIntervalMs);
  let followUp: NodeJS.Timeout | undefined;
  wake();
  return {
    wake() {
      wake();
      followUp ??= setTimeout(() => {
        followUp = undefined;
        wake();
      }, afterCommitDelayMs);
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(followUp);
      retries.clear();
      await running;
      transport.close();
    },
  };
}
