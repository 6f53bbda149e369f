import { type ReserveCalls, reserveWith } from '../../../../machines/reserve/reserve-calls';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import type { ActorRefFrom } from 'xstate';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { reserveCarMutation } from './reserve-documents';
import { sandboxToken } from './sandbox-card';

/** The card becomes the processor's token here; reserveCar receives the token alone. */
const reserveCalls = (carId: string): ReserveCalls => ({
  reserve: (card) => refusing(async () => (await gqlRequest(reserveCarMutation, { input: { carId, paymentToken: sandboxToken(card) } })).reserveCar),
});

/** The flow for one car; a locked payment stays locked for the visit, a reload included. */
export const reserveFor = (carId: string) => reserveWith(reserveCalls(carId), visitLock(`reserve:${carId}`, () => sessionStorage));

export type ReserveRef = ActorRefFrom<ReturnType<typeof reserveFor>>;
