import { carIdOf } from '../../catalogue/car-id.ts';
import type { Db } from '../../db/client.ts';
import { carToFinance, type CarToFinance } from '../../db/queries/financing.ts';
import { CarNotAvailable } from '../../domain-errors.ts';

/**
 * The car a loan is asked for: on sale, and not held with a deposit by another buyer (the
 * applicant's own hold is theirs to finance).
 * @throws CarNotAvailable when it is unknown, not AVAILABLE, or held for someone else
 */
export async function financeableCar(db: Db, rawCarId: string, applicantId: string | null): Promise<CarToFinance> {
  const carId = carIdOf(rawCarId);
  const car = carId === undefined ? undefined : await carToFinance(db, carId);
  if (!car || car.status !== 'AVAILABLE') throw new CarNotAvailable();
  if (car.heldBy !== null && car.heldBy !== applicantId) throw new CarNotAvailable('This car is reserved by another buyer.');
  return car;
}
