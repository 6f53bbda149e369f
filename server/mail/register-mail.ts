import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { developmentConveniences } from '../development-conveniences.ts';
import type { Logger } from '../logger.ts';
import { startMailDelivery } from './delivery.ts';
import type { LinkSecrets } from './link-secrets.ts';
import { mailboxPath, registerMailboxPage } from './mailbox-page.ts';
import { onMailEnqueued } from './outbox.ts';

export interface MailOptions {
  config: Config;
  database: Database;
  logger: Logger;
  linkSecrets: LinkSecrets;
}

/** With SMTP_URL the outbox is delivered; without it, on a developer's machine, the outbox is the mailbox. */
export function registerMail(app: FastifyInstance, { config, database, logger, linkSecrets }: MailOptions): void {
  const mailLogger = logger.child({ component: 'mail' });
  if (config.smtpUrl) {
    const delivery = startMailDelivery({ database, linkSecrets, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: mailLogger });
    const stopListening = onMailEnqueued(() => delivery.wake());
    app.addHook('onClose', async () => {
      stopListening();
      await delivery.stop();
    });
  }
  // It shows live confirmation and reset links: never mounted where a deployment could serve it.
  if (!developmentConveniences(config).mailbox) return;
  registerMailboxPage(app, database.db, linkSecrets);
  app.addHook('onReady', async () => {
    mailLogger.info(`No SMTP_URL: e-mails are not sent; read them at ${config.publicUrl}${mailboxPath}`);
  });
}
