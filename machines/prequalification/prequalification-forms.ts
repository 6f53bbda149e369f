import { createFormMachine, finishStep } from '../form/form.machine';
import { personStepSchema, workStepSchema } from './prequalification-steps';
import type { IdentifiedPerson, PersonValues, PrequalificationAnswer, PrequalifyInput, WorkValues } from './prequalification-values';

export const personForm = createFormMachine<PersonValues, IdentifiedPerson>({ id: 'personForm', schema: personStepSchema }).provide({ actors: { submit: finishStep } });

/**
 * Step 2's continue sends (SPEC §2 has no review before the success): its form's submit is prequalify
 * (the feature provides it), so every failed send is counted by its three-failure lock.
 */
export const workForm = createFormMachine<WorkValues, PrequalifyInput, PrequalificationAnswer>({ id: 'workForm', schema: workStepSchema, tellsHostFailures: true });
