import type { SignedIds } from '../auth/signed-ids.ts';
import type { Db } from '../db/client.ts';
import { claimPriceAlert, forgetPriceDrop, lockPriceAlertMailing, waitingPriceDrops } from '../db/queries/favorite-price-alerts.ts';
import { localeOf } from '../mail/account-mails.ts';
import { favoritePriceDropMail } from '../mail/favorite-price-mail.ts';
import { type LinkSecrets, linkSecretPlaceholder } from '../mail/link-secrets.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { localDay } from '../mail/santo-domingo-time.ts';

/** Where a price-drop e-mail's opt-out link points (server/http/price-alerts-opt-out.ts). */
export const PRICE_ALERTS_OPT_OUT_PATH = '/price-alerts/unsubscribe';

export interface PriceAlertMailing {
  publicUrl: string;
  linkSecrets: LinkSecrets;
  optOutTokens: SignedIds;
}

/**
 * Queues the e-mails of favourite cars that got cheaper (decision 45). The trigger of migration
 * 0022 records each drop as the price changes; this turns a waiting drop into one e-mail, from the
 * price before it to the car's price now, unless that user got one about that car on this local
 * day already (then it waits for the next day's first sweep). A drop whose car is off sale, whose
 * price is back where it was, or whose user opted out is dropped unsent. One sweep at a time
 * across instances; answers how many e-mails it queued.
 */
export async function mailFavoritePriceDrops(db: Db, now: Date, mailing: PriceAlertMailing): Promise<number> {
  const day = localDay(now);
  return db.transaction(async (tx) => {
    await lockPriceAlertMailing(tx);
    let mailed = 0;
    for (const drop of await waitingPriceDrops(tx, day)) {
      const worthMail = drop.priceAlerts && drop.status === 'AVAILABLE' && drop.price < drop.wasPrice;
      if (worthMail && !(await claimPriceAlert(tx, { userId: drop.userId, carId: drop.carId, day, wasPrice: drop.wasPrice, price: drop.price, mailedAt: now }))) continue;
      await forgetPriceDrop(tx, drop.userId, drop.carId);
      if (!worthMail) continue;
      const locale = localeOf(drop.locale);
      const mail = favoritePriceDropMail({
        locale,
        name: drop.name,
        car: `${drop.brandName} ${drop.modelName} ${drop.year}`,
        wasPrice: drop.wasPrice,
        price: drop.price,
        link: `${mailing.publicUrl}/car/${drop.slug}`,
        // The language rides beside the token, so even a link broken in transit is answered in it.
        optOutLink: `${mailing.publicUrl}${PRICE_ALERTS_OPT_OUT_PATH}?lang=${locale}&token=${linkSecretPlaceholder}`,
      });
      const sealedLinkSecret = mailing.linkSecrets.seal(mailing.optOutTokens.tokenFor(drop.userId), drop.email);
      await enqueueMail(tx, { to: drop.email, kind: 'FAVORITE_PRICE_DROP', ...mail, sealedLinkSecret });
      mailed += 1;
    }
    return mailed;
  });
}
