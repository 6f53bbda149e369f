import { carIdOf } from '../../catalogue/car-id.ts';
import type { Db } from '../../db/client.ts';
import { type CarToDrive, carToDrive } from '../../db/queries/test-drives.ts';
import { CarNotAvailable } from '../../domain-errors.ts';

/**
 * The car, when it can be driven: listed for sale (AVAILABLE) and not held by another buyer's
 * reservation. The viewer's own reservation does not stop them driving the car they hold. An unknown
 * id is CarNotAvailable too, so ids of hidden cars reveal nothing. Inside a booking's transaction,
 * `lock` keeps the car's status from changing until the booking commits.
 * @throws CarNotAvailable
 */
export async function drivableCar(db: Db, rawCarId: string, viewerId: string | null, { lock = false } = {}): Promise<CarToDrive> {
  const carId = carIdOf(rawCarId);
  const car = carId === undefined ? undefined : await carToDrive(db, carId, viewerId, { lock });
  if (!car || car.status !== 'AVAILABLE' || car.heldByAnother) throw new CarNotAvailable('This car cannot be test-driven now: it is sold, reserved or not listed.');
  return car;
}
