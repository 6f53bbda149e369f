import type { Db } from '../db/client.ts';
import { mailOutbox, type StoredAttachment } from '../db/schema/mail-outbox.ts';
import type { MailContent } from './account-mails.ts';

/** The database or a transaction of it: callers enqueue inside the transaction that caused the mail. */
export type MailExecutor = Pick<Db, 'insert'>;

export interface OutgoingMail extends MailContent {
  to: string;
  /** What the message is about (e.g. EMAIL_CONFIRMATION), shown on the mailbox page. */
  kind: string;
  /**
   * The link's token sealed for `to` (link-secrets.ts); the bodies then hold `linkSecretPlaceholder`
   * where the token goes. A raw token must never be in the bodies: they are stored as they are.
   */
  sealedLinkSecret?: string;
  /** Files sent with the message (a calendar file); stored as they are, so never a secret. */
  attachments?: readonly StoredAttachment[];
}

type EnqueueListener = () => void;
const enqueueListeners = new Set<EnqueueListener>();

/** In-process wake-up for the sender, so a mail leaves at once instead of at the next poll. */
export function onMailEnqueued(listener: EnqueueListener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

export async function enqueueMail(executor: MailExecutor, message: OutgoingMail): Promise<void> {
  await executor.insert(mailOutbox).values({
    toAddress: message.to,
    kind: message.kind,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    linkSecret: message.sealedLinkSecret ?? null,
    attachments: message.attachments?.length ? [...message.attachments] : null,
  });
  for (const listener of enqueueListeners) listener();
}
