import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a message (a calendar invitation): text content, as nodemailer takes it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail the product sends, written in the same transaction as the change that caused it.
 * Without SMTP_URL this table is the mailbox (the development mailbox page reads it); with it,
 * a sender delivers pending rows and stamps `sentAt`, so a crash between commit and delivery
 * loses nothing. No row holds a usable link token (SECURITY.md row 16): see `linkSecret`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order messages were written in. Two messages written within one tick of the clock share a
     * `createdAt`, so "newest first" reads this instead.
     */
    writtenOrder: bigint('written_order', { mode: 'number' }).generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * The secret part of the message's link (its token), sealed with a key kept outside the
     * database; the bodies hold a placeholder instead. Erased once the message is delivered.
     */
    linkSecret: text('link_secret'),
    /** Files sent with the message, e.g. a test drive's .ics; null when none. Never a secret. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    /** What the message is about (e.g. EMAIL_CONFIRMATION), for the mailbox page and tests. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery failure, kept for the operator; cleared on success. */
    lastError: text('last_error'),
    /** Set when the message can never be sent (its link secret no longer opens); never retried. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_pending').on(table.createdAt).where(sql`sent_at is null and failed_at is null`)],
);
