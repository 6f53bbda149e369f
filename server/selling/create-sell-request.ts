import type { CreateSellRequestInput } from '../../common/validation/sell-request.ts';
import type { Db } from '../db/client.ts';
import { insertSellRequest } from '../db/queries/sell-requests.ts';
import type { MailLocale } from '../mail/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { sellRequestConfirmationMail } from '../mail/sell-request-mail.ts';
import { bookInspection } from './book-inspection.ts';
import { quotedCar } from './sell-quote.ts';
import { chosenSpot, personAndPlaceColumns, underField } from './sell-request-fields.ts';

export interface SellRequestOrigin {
  /** The signed-in viewer; null for a visitor, whose request waits for their e-mail's account. */
  userId: string | null;
  countryId: number;
  locale: MailLocale;
  /** The SPA's origin, for the e-mail's link. */
  publicUrl: string;
  now: Date;
}

/** The account page that lists sales (SPEC §2). */
export const SALES_PATH = '/user/sell';

/**
 * Stores a sell request (checked beforehand by createSellRequestSchema) with the quote computed
 * here, never the client's figures. The inspection hour, the request and its confirmation e-mail
 * are one transaction: SlotTaken or SlotUnavailable leaves nothing behind.
 * @throws InvalidInput on car.* (unknown slug or year) or spotId (unknown spot)
 */
export async function createSellRequest(db: Db, input: CreateSellRequestInput, origin: SellRequestOrigin): Promise<string> {
  const { now } = origin;
  const { ids, figures } = await underField('car', quotedCar(db, input.car, now));
  const spot = await chosenSpot(db, input.spotId);
  const columns = personAndPlaceColumns(input, spot);
  return db.transaction(async (tx) => {
    const booking = await bookInspection(tx, { spotId: spot.id, startsAt: input.slotStartsAt, place: input.place, purpose: 'SELL_INSPECTION' }, now);
    const id = await insertSellRequest(tx, {
      email: columns.email!,
      name: columns.name!,
      lastName: columns.lastName!,
      phone: columns.phone!,
      place: columns.place!,
      spotId: columns.spotId!,
      ...columns,
      countryId: origin.countryId,
      userId: origin.userId,
      locale: origin.locale,
      brandId: ids.brandId,
      modelId: ids.modelId,
      year: input.car.year,
      trimId: ids.trimId ?? null,
      mileage: input.car.mileage,
      licensePlate: input.car.licensePlate,
      expectedPrice: input.expectedPrice,
      expectedSaleDays: input.expectedSaleDays,
      suggestedMinPrice: figures.suggestedMinPrice,
      suggestedMaxPrice: figures.suggestedMaxPrice,
      suggestedPrice: figures.suggestedPrice,
      marketValue: figures.marketValue,
      averagePayoutOutside: figures.averagePayoutOutside,
      averagePayoutInside: figures.averagePayoutInside,
      quoteBasedOn: figures.basedOn,
      bookingId: booking.id,
    });
    const home = input.place === 'HOME' && input.address;
    const mail = sellRequestConfirmationMail({
      locale: origin.locale,
      name: input.person.name,
      car: `${ids.brandName} ${ids.modelName} ${input.car.year}`,
      startsAt: new Date(booking.startsAt),
      place: home ? { kind: 'HOME', address: `${home.street} ${home.number}, ${home.sector}` } : { kind: 'SPOT', name: spot.name, address: spot.address },
      quote: { min: figures.suggestedMinPrice, max: figures.suggestedMaxPrice },
      link: `${origin.publicUrl}${SALES_PATH}`,
    });
    await enqueueMail(tx, { to: input.person.email, kind: 'SELL_REQUEST_CONFIRMATION', ...mail });
    return id;
  });
}
