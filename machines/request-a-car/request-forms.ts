import { fromPromise } from 'xstate';
import type { PersonInput } from '../../common/validation/person';
import { createFormMachine } from '../form/form.machine';
import { personStepSchema, sendStepSchema, specsStepSchema } from './request-steps';
import type { CarRequestCreated, CarRequestInput, CarRequestSpecs, PersonValues, SendValues, SpecsValues } from './request-values';

/** A step's form finishes without calling anything: its parsed values move the wizard on. */
const finishStep = fromPromise<unknown, unknown>(async () => null);

// Another brand leaves the model to be chosen again: the models offered are that brand's.
export const specsForm = createFormMachine<SpecsValues, CarRequestSpecs>({ id: 'specsForm', schema: specsStepSchema, resets: { brand: { model: '' } } }).provide({ actors: { submit: finishStep } });
export const personForm = createFormMachine<PersonValues, PersonInput>({ id: 'personForm', schema: personStepSchema }).provide({ actors: { submit: finishStep } });

/**
 * Resultados' send-request button submits this form, whose submit is createCarRequest (the feature
 * provides it): every failed send is counted by its three-failure lock, like any form's; it tells
 * the wizard each failure, so the wizard's busy state follows it.
 */
export const sendForm = createFormMachine<SendValues, CarRequestInput, CarRequestCreated>({ id: 'sendForm', schema: sendStepSchema, tellsHostFailures: true });
