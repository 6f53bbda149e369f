import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../auth/auth-services.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { startMatchMailer } from './car-request-match-mailer.ts';

/** Match e-mails for car requests, from the app's start to its close. */
export function registerCarRequestMatching(app: FastifyInstance, db: Db, auth: AuthServices, logger: Logger): void {
  const mailing = { publicUrl: auth.publicUrl, linkSecrets: auth.linkSecrets, unsubscribeTokens: auth.unsubscribeTokens };
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startMatchMailer(db, auth.now, mailing, logger.child({ component: 'car-request-matches' }));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
