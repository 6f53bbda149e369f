import type { Db } from '../../db/client.ts';
import { cancelScheduledDrivesOfCar } from '../../db/queries/test-drives.ts';

/**
 * SPEC §4: buying without a test drive cancels the scheduled test drive. Called by the purchase code
 * inside the transaction that holds or starts buying the car: the buyer's upcoming drives of that car
 * become CANCELED, freeing their hours for other buyers. A drive whose hour has passed by `now` was
 * driven and stays COMPLETED, so pass the request's clock (auth.now()). Answers the cancelled drives' ids.
 */
export function cancelScheduledTestDrives(tx: Db, userId: string, carId: number, now: Date): Promise<string[]> {
  return cancelScheduledDrivesOfCar(tx, userId, carId, now);
}
