import type { Db } from '../db/client.ts';
import { localeOf } from '../mail/account-mails.ts';
import { lockMatchMailing, markMatchesMailed, requestsDueMatchMail, waitingMatchedCars } from '../db/queries/car-requests.ts';
import { carRequestMatchMail } from '../mail/car-request-mail.ts';
import { type LinkSecrets, linkSecretPlaceholder } from '../mail/link-secrets.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { SignedIds } from '../auth/signed-ids.ts';

/** Where a match e-mail's unsubscribe link points (server/http/car-request-unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = '/car-requests/unsubscribe';

export interface MatchMailing {
  publicUrl: string;
  linkSecrets: LinkSecrets;
  unsubscribeTokens: SignedIds;
}

/**
 * Queues one e-mail per request due one (decision 28): every car that matched it since its last
 * e-mail and still fits, each with its page. The migration's trigger records matches as cars change;
 * this turns them into mail at most once a local day per request, so a match on a day already
 * mailed waits for the next day's first sweep. One sweep at a time across instances; answers how
 * many e-mails it queued.
 */
export async function mailCarRequestMatches(db: Db, now: Date, mailing: MatchMailing): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMatchMailing(tx);
    const due = await requestsDueMatchMail(tx, now);
    let mailed = 0;
    for (const { request, brandName, modelName } of due) {
      const matched = await waitingMatchedCars(tx, request.id, request.budget);
      if (matched.length === 0) continue;
      const mail = carRequestMatchMail({
        locale: localeOf(request.locale),
        name: request.name,
        car: `${brandName} ${modelName}`,
        cars: matched.map((car) => ({ title: `${car.brandName} ${car.modelName} ${car.year}`, price: car.price, link: `${mailing.publicUrl}/car/${car.slug}` })),
        // The language rides beside the token, so even a link broken in transit is answered in it.
        unsubscribeLink: `${mailing.publicUrl}${UNSUBSCRIBE_PATH}?lang=${localeOf(request.locale)}&token=${linkSecretPlaceholder}`,
      });
      const sealedLinkSecret = mailing.linkSecrets.seal(mailing.unsubscribeTokens.tokenFor(request.id), request.email);
      await enqueueMail(tx, { to: request.email, kind: 'CAR_REQUEST_MATCH', ...mail, sealedLinkSecret });
      await markMatchesMailed(tx, request.id, matched.map((car) => car.id), now);
      mailed += 1;
    }
    return mailed;
  });
}
