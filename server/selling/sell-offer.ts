import type { Db } from '../db/client.ts';
import { isRefusedTransition, lockSellRequestForOffer, setSellRequestStatus, updateSellRequestRow } from '../db/queries/sell-requests.ts';
import { NotFound, OfferExpired, SellRequestClosed } from '../domain-errors.ts';
import { localeOf } from '../mail/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { sellOfferMail } from '../mail/sell-offer-mail.ts';
import { type StaffActor, recordChange } from '../staff/audit.ts';
import { SALES_PATH } from './create-sell-request.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
/** CONTRACT.md: an offer holds for 7 days. */
export const OFFER_VALID_DAYS = 7;
/** The promise to sellers: an offer within 24 hours of the inspection's end. */
export const OFFER_PROMISE_HOURS = 24;

/** When the offer is due: 24 hours after the inspection hour ends. */
export const offerDueAt = (inspectionStartsAt: Date): Date => new Date(inspectionStartsAt.getTime() + (1 + OFFER_PROMISE_HOURS) * 3_600_000);

type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockSellRequestForOffer>>>;

async function withRequest<T>(db: Db, id: string, work: (tx: Db, request: LockedRequest) => Promise<T>): Promise<T> {
  if (!UUID.test(id)) throw new NotFound('No sell request has this id.');
  return db.transaction(async (tx) => {
    const request = await lockSellRequestForOffer(tx, id);
    if (!request) throw new NotFound('No sell request has this id.');
    return work(tx, request);
  });
}

/** Runs a status change, reading the transitions table's refusal as a closed request. */
async function moveTo(tx: Db, id: string, status: Parameters<typeof setSellRequestStatus>[2]): Promise<void> {
  try {
    await setSellRequestStatus(tx, id, status);
  } catch (error) {
    if (isRefusedTransition(error)) throw new SellRequestClosed();
    throw error;
  }
}

/**
 * Makes (or, while the seller has not answered, replaces) our offer: REQUESTED → PENDING with the
 * amount and an expiry 7 days on, and an e-mail to the seller in their request's language.
 * @throws SellRequestClosed unless the request is REQUESTED or PENDING
 */
export async function makeSellOffer(db: Db, actor: StaffActor, offer: { sellRequestId: string; amount: number }, context: { now: Date; publicUrl: string }): Promise<void> {
  await withRequest(db, offer.sellRequestId, async (tx, request) => {
    if (request.status !== 'REQUESTED' && request.status !== 'PENDING') throw new SellRequestClosed();
    const expiresAt = new Date(context.now.getTime() + OFFER_VALID_DAYS * DAY_MS);
    if (request.status === 'REQUESTED') await moveTo(tx, request.id, 'PENDING');
    await updateSellRequestRow(tx, request.id, { offer: offer.amount, offerExpiresAt: expiresAt });
    const mail = sellOfferMail({
      locale: localeOf(request.locale),
      name: request.name,
      car: `${request.brandName} ${request.modelName} ${request.year}`,
      amount: offer.amount,
      expiresAt,
      link: `${context.publicUrl}${SALES_PATH}`,
    });
    await enqueueMail(tx, { to: request.email, kind: 'SELL_OFFER', ...mail });
    await recordChange(tx, actor, {
      action: 'makeSellOffer',
      subject: { type: 'sell_request', id: request.id },
      before: { status: request.status, offer: request.offer },
      after: { status: 'PENDING', offer: offer.amount, offerExpiresAt: expiresAt.toISOString() },
    });
  });
}

/**
 * The seller's answer: PENDING → APPROVED (we buy the car) or REJECTED. Another user's request is
 * NotFound, as one that does not exist.
 * @throws SellRequestClosed unless an offer is waiting for an answer
 * @throws OfferExpired when the offer's 7 days have passed
 */
export async function respondToSellOffer(db: Db, userId: string, answer: { sellRequestId: string; accept: boolean }, now: Date): Promise<void> {
  await withRequest(db, answer.sellRequestId, async (tx, request) => {
    if (request.userId !== userId) throw new NotFound('You have no sell request with this id.');
    if (request.status !== 'PENDING' || request.offer === null || request.offerExpiresAt === null) throw new SellRequestClosed('No offer is waiting for your answer.');
    if (request.offerExpiresAt.getTime() <= now.getTime()) throw new OfferExpired();
    await moveTo(tx, request.id, answer.accept ? 'APPROVED' : 'REJECTED');
  });
}
