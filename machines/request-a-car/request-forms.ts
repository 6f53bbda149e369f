import { createFormMachine, finishStep } from '../form/form.machine';
import { sendStepSchema, specsStepSchema } from './request-steps';
import type { CarRequestCreated, CarRequestInput, CarRequestSpecs, SendValues, SpecsValues } from './request-values';

// Another brand leaves the model to be chosen again: the models offered are that brand's.
export const specsForm = createFormMachine<SpecsValues, CarRequestSpecs>({ id: 'specsForm', schema: specsStepSchema, resets: { brand: { model: '' } } }).provide({ actors: { submit: finishStep } });
// Info personal is the sell wizard's own person step.
export { personForm } from '../sell/sell-forms';

/**
 * Resultados' send-request button submits this form, whose submit is createCarRequest (the feature
 * provides it): every failed send is counted by its three-failure lock, like any form's; it tells
 * the wizard each failure, so the wizard's busy state follows it.
 */
export const sendForm = createFormMachine<SendValues, CarRequestInput, CarRequestCreated>({ id: 'sendForm', schema: sendStepSchema, tellsHostFailures: true });
