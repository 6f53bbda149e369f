import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import { linkSecretPlaceholder, revealBodies, type LinkSecrets } from './link-secrets.ts';
import { mailboxContentSecurityPolicy, mailboxListPage, mailboxMessagePage } from './mailbox-html.ts';

export const mailboxPath = '/dev/mailbox';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const listedMessages = 200;

// The messages hold live confirmation and reset links: no cache may keep them.
function sendPage(reply: FastifyReply, html: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', mailboxContentSecurityPolicy)
    .send(html);
}

const linkNotice: Record<'erased' | 'unreadable', string> = {
  erased: 'The link was removed from the outbox once the message was delivered.',
  unreadable: 'The link does not open with this server key (DATA_DIR or AUTH_SECRET changed): ask for a new one.',
};

/** The bodies with working links, or with a notice where the link can no longer be rebuilt. */
function readableBodies(message: typeof mailOutbox.$inferSelect, linkSecrets: LinkSecrets): { textBody: string; htmlBody: string; notice?: string } {
  if (message.linkSecret === null) {
    const erased = message.textBody.includes(linkSecretPlaceholder);
    return { textBody: message.textBody, htmlBody: message.htmlBody, ...(erased ? { notice: linkNotice.erased } : {}) };
  }
  try {
    const { text, html } = revealBodies(message, linkSecrets);
    return { textBody: text, htmlBody: html };
  } catch {
    return { textBody: message.textBody, htmlBody: message.htmlBody, notice: linkNotice.unreadable };
  }
}

/**
 * Outside production the outbox is readable in the browser, so a developer without an SMTP
 * server can still open confirmation and reset links. Never registered in production.
 */
export function registerMailboxPage(app: FastifyInstance, db: Db, linkSecrets: LinkSecrets): void {
  const { id, toAddress, subject, kind, createdAt, sentAt, writtenOrder } = mailOutbox;

  app.get(mailboxPath, async (_request, reply) => {
    const entries = await db
      .select({ id, toAddress, subject, kind, createdAt, sentAt })
      .from(mailOutbox)
      .orderBy(desc(writtenOrder))
      .limit(listedMessages);
    return sendPage(reply, mailboxListPage(entries));
  });

  app.get<{ Params: { id: string } }>(`${mailboxPath}/:id`, async (request, reply) => {
    // Checked here so a malformed id is a 404, not a uuid cast error from the database.
    const [message] = uuidPattern.test(request.params.id)
      ? await db.select().from(mailOutbox).where(eq(id, request.params.id))
      : [];
    if (!message) return reply.code(404).type('text/plain; charset=utf-8').send('No such message.');
    return sendPage(reply, mailboxMessagePage({ ...message, ...readableBodies(message, linkSecrets) }));
  });
}
