import type { Db } from '../db/client.ts';
import { lockCarsForChange, updateCar } from '../db/queries/inventory.ts';
import { carIdOf } from '../catalogue/car-id.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { type StaffActor, recordChange } from './audit.ts';
import { repricedColumns, type CarPrice } from './car-price.ts';

export interface PriceMove {
  percent?: number;
  amount?: number;
}

export interface PriceChange {
  carId: number;
  oldPrice: number;
  newPrice: number;
}

/** Prices move to whole thousands of pesos, as listed prices are. */
const toThousands = (price: number) => Math.round(price / 1000) * 1000;

/** The price a move gives: a share of the price or an amount, rounded to thousands. */
export const movedPrice = (price: number, move: PriceMove): number => toThousands(move.percent !== undefined ? price * (1 + move.percent / 100) : price + (move.amount ?? 0));

function idsOf(carIds: readonly string[]): number[] {
  const ids = carIds.map(carIdOf);
  if (ids.some((id) => id === undefined)) throw new NotFound('No car has one of these ids.');
  return (ids as number[]).sort((a, b) => a - b);
}

function changesOf(cars: readonly (CarPrice & { id: number })[], requested: number, move: PriceMove): PriceChange[] {
  if (cars.length !== requested) throw new NotFound('No car has one of these ids.');
  const changes = cars.map((car) => ({ carId: car.id, oldPrice: car.listingPrice, newPrice: movedPrice(car.listingPrice, move) }));
  const belowZero = changes.filter((change) => change.newPrice <= 0);
  if (belowZero.length > 0) throw new InvalidInput([{ field: 'amount', message: 'price_below_zero' }], `The change leaves ${belowZero.length} cars without a price.`);
  return changes;
}

/** What the move would do to each car's price, changing nothing: the console's preview. */
export async function previewPriceChange(db: Db, carIds: readonly string[], move: PriceMove): Promise<PriceChange[]> {
  const ids = idsOf(carIds);
  return db.transaction(async (tx) => changesOf(await lockCarsForChange(tx, ids, 'share'), ids.length, move));
}

/**
 * Moves every car's price in one transaction, from the prices the cars have now (not those of an
 * earlier preview), each with its costs and offer re-measured and an audit entry. Rows are locked in
 * id order, so two changes over overlapping cars wait for each other instead of deadlocking. A drop
 * reaches the car requests it now fits through the cars' trigger (migration 0014).
 */
export async function changePrices(db: Db, actor: StaffActor, carIds: readonly string[], move: PriceMove): Promise<PriceChange[]> {
  const ids = idsOf(carIds);
  return db.transaction(async (tx) => {
    const cars = await lockCarsForChange(tx, ids, 'update');
    const changes = changesOf(cars, ids.length, move);
    for (const [index, change] of changes.entries()) {
      if (change.newPrice === change.oldPrice) continue;
      const columns = repricedColumns(cars[index]!, change.newPrice);
      await updateCar(tx, change.carId, columns);
      await recordChange(tx, actor, {
        action: 'changePrices',
        subject: { type: 'car', id: String(change.carId) },
        before: { listingPrice: change.oldPrice },
        after: { listingPrice: change.newPrice, ...move },
      });
    }
    return changes;
  });
}
