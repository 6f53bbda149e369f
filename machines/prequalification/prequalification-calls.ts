import { withSubmit } from '../form/form.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { workForm } from './prequalification-forms';
import { prequalificationMachine } from './prequalification.machine';
import type { PrequalificationAnswer, PrequalifyInput } from './prequalification-values';

/** The API call behind the flow, as the feature makes it; a refused call rejects with the server's `code`. */
export type PrequalificationCalls = { prequalify(input: PrequalifyInput): Promise<PrequalificationAnswer> };

/** The flow with the feature's call; `lock` is the feature's submission lock (visit-lock.ts), remembered for the visit. */
export const prequalificationWith = (calls: PrequalificationCalls, lock: typeof submissionLockMachine = submissionLockMachine) =>
  prequalificationMachine.provide({ actors: { workForm: withSubmit(workForm.provide({ actors: { submissionLock: lock } }), calls.prequalify) } });
