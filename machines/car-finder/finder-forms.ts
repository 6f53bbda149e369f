import { createFormMachine, finishStep } from '../form/form.machine';
import { bodyStyleStepSchema, categoryStepSchema, mileageStepSchema, rangeStepSchema } from './finder-steps';
import type { BodyStyleValues, CategoryValues, MileageValues, Range, RangeValues } from './finder-values';

// The finder's step forms, each the one form machine over its step's schema.
export const categoryForm = createFormMachine<CategoryValues, string[]>({ id: 'categoryForm', schema: categoryStepSchema }).provide({ actors: { submit: finishStep } });
export const bodyStyleForm = createFormMachine<BodyStyleValues, { bodyStyle: string | null }>({ id: 'bodyStyleForm', schema: bodyStyleStepSchema }).provide({ actors: { submit: finishStep } });
export const priceForm = createFormMachine<RangeValues, Range>({ id: 'priceForm', schema: rangeStepSchema }).provide({ actors: { submit: finishStep } });
export const yearForm = createFormMachine<RangeValues, Range>({ id: 'yearForm', schema: rangeStepSchema }).provide({ actors: { submit: finishStep } });
export const mileageForm = createFormMachine<MileageValues, number>({ id: 'mileageForm', schema: mileageStepSchema }).provide({ actors: { submit: finishStep } });
