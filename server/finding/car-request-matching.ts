import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../auth/auth-services.ts';
import type { Db } from '../db/client.ts';
import { registerCarRequestUnsubscribe } from '../http/car-request-unsubscribe.ts';
import type { Logger } from '../logger.ts';
import { startMatchMailer } from './car-request-match-mailer.ts';

/** Match e-mails for car requests, from the app's start to its close, and the page their unsubscribe link opens. */
export function registerCarRequestMatching(app: FastifyInstance, db: Db, auth: AuthServices, logger: Logger): void {
  const mailing = { publicUrl: auth.publicUrl, linkSecrets: auth.linkSecrets, unsubscribeTokens: auth.unsubscribeTokens };
  registerCarRequestUnsubscribe(app, { db, tokens: auth.unsubscribeTokens, now: auth.now });
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startMatchMailer(db, auth.now, mailing, logger.child({ component: 'car-request-matches' }));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
