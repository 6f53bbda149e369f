import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { Logger } from '../logger.ts';
import { revealBodies, type LinkSecrets } from './link-secrets.ts';
import type { createRetrySchedule } from './retry-schedule.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

interface SenderParts {
  transport: Transporter;
  linkSecrets: LinkSecrets;
  retries: ReturnType<typeof createRetrySchedule>;
  logger: Logger;
}

/** Sends one claimed outbox row and records the outcome on it: sent, to retry, or failed for good. */
export function outboxMessageSender({ transport, linkSecrets, retries, logger }: SenderParts) {
  const record = (executor: Db, mail: OutboxRow, change: Partial<OutboxRow>) => executor.update(mailOutbox).set(change).where(eq(mailOutbox.id, mail.id));

  // Sealed under another key (DATA_DIR wiped, AUTH_SECRET changed): no retry can ever open it.
  async function giveUp(executor: Db, mail: OutboxRow): Promise<void> {
    const lastError = 'the link secret does not open with this server key';
    await record(executor, mail, { failedAt: new Date(), linkSecret: null, lastError });
    logger.error({ mailId: mail.id, kind: mail.kind }, `e-mail not sent: ${lastError}`);
  }

  return async function deliver(executor: Db, mail: OutboxRow): Promise<void> {
    let bodies: { text: string; html: string };
    try {
      bodies = revealBodies(mail, linkSecrets);
    } catch {
      return giveUp(executor, mail);
    }
    try {
      // The kind travels as a header so a test mailbox (or a mail log) can tell messages apart.
      const headers = { 'X-Ola-Mail-Kind': mail.kind };
      const attachments = mail.attachments ?? undefined;
      await transport.sendMail({ to: mail.toAddress, subject: mail.subject, ...bodies, headers, attachments });
      // Once delivered, the outbox keeps no way to rebuild the link.
      await record(executor, mail, { sentAt: new Date(), lastError: null, linkSecret: null });
      retries.succeeded(mail.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await record(executor, mail, { lastError: message });
      const delayMs = retries.failed(mail.id);
      logger.warn({ mailId: mail.id, kind: mail.kind, retryInMs: delayMs, error: message }, 'e-mail delivery failed');
    }
  };
}
