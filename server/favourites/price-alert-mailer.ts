import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../auth/auth-services.ts';
import { startChangeSweeps } from '../catalogue/change-sweeps.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { mailFavoritePriceDrops } from './price-alerts.ts';

/**
 * Favourites' price-drop e-mails from the app's start to its close: swept after every catalogue
 * change this instance hears of (a price drop is one), hourly for drops that waited for a new day.
 */
export function registerPriceAlertMailing(app: FastifyInstance, db: Db, auth: AuthServices, logger: Logger): void {
  const mailing = { publicUrl: auth.publicUrl, linkSecrets: auth.linkSecrets, optOutTokens: auth.priceAlertTokens };
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startChangeSweeps(
      db,
      {
        run: () => mailFavoritePriceDrops(db, auth.now(), mailing),
        done: 'favourite price-drop e-mails queued',
        failed: 'favourite price drops: the sweep failed; the next change or hour retries',
      },
      logger.child({ component: 'favorite-price-alerts' }),
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
