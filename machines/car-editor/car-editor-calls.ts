import { withSubmit } from '../form/form.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { reviewForm } from './car-editor-forms';
import { carEditorMachine } from './car-editor.machine';
import type { CarRequest, CarSaved } from './car-editor-values';

/** The editor's save, as the ops feature makes it: createCar for a new car (with its status), updateCar for the one edited. */
export type CarEditorCalls = { saveCar(request: CarRequest & { status: string | null }): Promise<CarSaved> };

/**
 * The editor with the feature's save as the review form's submission. `lock` is the feature's
 * submission lock (visit-lock.ts), so a locked save stays locked for the visit.
 */
export const carEditorWith = (calls: CarEditorCalls, lock: typeof submissionLockMachine = submissionLockMachine) =>
  carEditorMachine.provide({ actors: { reviewForm: withSubmit(reviewForm.provide({ actors: { submissionLock: lock } }), calls.saveCar) } });
