import type { Db } from '../db/client.ts';
import { lockCarForChange, updateCar } from '../db/queries/inventory.ts';
import { carIdOf } from '../catalogue/car-id.ts';
import { type CarStatusSlug, isListed } from '../catalogue/public-statuses.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { type StaffActor, recordChange } from './audit.ts';
import { repricedColumns } from './car-price.ts';
import { canMoveCar } from './car-status.ts';
import { placeholderVin } from '../selling/car-from-sell-request.ts';

type LockedCar = NonNullable<Awaited<ReturnType<typeof lockCarForChange>>>;

/** Runs `work` on the car, locked, in a transaction; an unknown id is NotFound. */
async function withCar<T>(db: Db, carId: string, work: (tx: Db, car: LockedCar, id: number) => Promise<T>): Promise<T> {
  const id = carIdOf(carId);
  if (id === undefined) throw new NotFound('No car has this id.');
  return db.transaction(async (tx) => {
    const car = await lockCarForChange(tx, id);
    if (!car) throw new NotFound('No car has this id.');
    return work(tx, car, id);
  });
}

/**
 * Moves the car along CAR_STATUS_TRANSITIONS; setting the status it has changes nothing. A car
 * first shown for sale gets its publication date, which the catalogue's "newest" order reads.
 * @throws InvalidInput for a move the transitions do not allow, and for showing buyers a car whose
 * VIN is still its sell request's placeholder
 */
export async function setCarStatus(db: Db, actor: StaffActor, carId: string, status: CarStatusSlug): Promise<void> {
  await withCar(db, carId, async (tx, car, id) => {
    if (car.status === status) return;
    if (!canMoveCar(car.status, status)) {
      throw new InvalidInput([{ field: 'status', message: 'transition_not_allowed' }], `A car cannot go from ${car.status} to ${status}.`);
    }
    // A car bought from a seller enters with a VIN of its request's (decision 52): not for buyers' eyes.
    if (isListed({ status }) && car.boughtThrough !== null && car.vin === placeholderVin(car.boughtThrough)) {
      throw new InvalidInput([{ field: 'vin', message: 'vin_unconfirmed' }], "Enter the VIN from the car's papers before putting it on sale.");
    }
    const publish = status === 'AVAILABLE' && car.publishedAt === null;
    await updateCar(tx, id, { status, ...(publish && { publishedAt: new Date() }) });
    await recordChange(tx, actor, { action: 'setCarStatus', subject: { type: 'car', id: carId }, before: { status: car.status }, after: { status } });
  });
}

/** Sets the price a buyer pays (whole pesos, validated by the caller's schema) and what follows from it. */
export async function setCarPrice(db: Db, actor: StaffActor, carId: string, price: number): Promise<void> {
  await withCar(db, carId, async (tx, car, id) => {
    if (car.listingPrice === price && car.basePrice === price) return;
    const columns = repricedColumns(car, price);
    await updateCar(tx, id, columns);
    await recordChange(tx, actor, {
      action: 'setCarPrice',
      subject: { type: 'car', id: carId },
      before: { basePrice: car.basePrice, listingPrice: car.listingPrice, hasOffer: car.hasOffer },
      after: { basePrice: price, listingPrice: price, hasOffer: 'hasOffer' in columns ? columns.hasOffer : car.hasOffer },
    });
  });
}
