import { fromPromise } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import type { CarRef } from '../wizard/car-ref';
import { sendForm } from './request-forms';
import { requestACarMachine } from './request-a-car.machine';
import type { CarRequestCreated, CarRequestInput, CarRequestSpecs } from './request-values';

/**
 * The API calls behind request-a-car, as the feature makes them. A refused createCarRequest rejects
 * with an error carrying the server's `code`, as every feature's calls do. The brands and models
 * are not here: the page loads getSellCatalog for the specs' selects, data to pick from.
 */
export type RequestACarCalls = {
  /** The cars we have now that come closest to the specs (the feature's catalogue query). */
  suggestCars(specs: CarRequestSpecs): Promise<CarRef[]>;
  createCarRequest(input: CarRequestInput): Promise<CarRequestCreated>;
};

/**
 * The wizard with the feature's calls; the send is the send form's submission. `lock` is the
 * feature's submission lock (visit-lock.ts): the form starts again whenever Resultados opens, so
 * only a lock remembered outside it keeps a locked send locked for the visit.
 */
export const requestACarWith = (calls: RequestACarCalls, lock: typeof submissionLockMachine = submissionLockMachine) =>
  requestACarMachine.provide({
    actors: {
      suggestCars: fromPromise<CarRef[], CarRequestSpecs>(({ input }) => calls.suggestCars(input)),
      sendForm: withSubmit(sendForm.provide({ actors: { submissionLock: lock } }), calls.createCarRequest),
    },
  });
