import { assign, setup } from 'xstate';
import type { CarInspectionReport } from '../../common/validation/car-editor';
import { inspectedMileageSchema, type SellInspectionValues } from '../../common/validation/sell-inspection';
import { inspectionStepSchema } from '../car-editor/car-editor-steps';
import { type InspectionValues, type WheelField, WHEEL_FIELDS } from '../car-editor/car-editor-values';
import { createFormMachine, type FormOutput } from '../form/form.machine';
import type { FormSchema } from '../form/form-schema';
import { readWholeNumber } from '../form/number-text';

/** What recordSellInspection receives: the request, the car editor's own report, and the odometer read (null: the seller's). */
export type SellInspection = Required<SellInspectionValues>;

/** The report's boxes, as the car editor's inspection step holds them, for one request, and the odometer as typed. */
export type SellInspectionFormValues = InspectionValues & { sellRequestId: string; mileage: string };

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** An empty box keeps the seller's figure; anything else is read as whole km and judged by the API's schema. */
function readMileage(text: string): { value: number | null } | { problem: string } {
  if (text.trim() === '') return { value: null };
  const reading = readWholeNumber(text);
  if (!('value' in reading)) return reading;
  const checked = inspectedMileageSchema.safeParse(reading.value);
  return checked.success ? { value: checked.data } : { problem: checked.error.issues[0]!.message };
}

/** The car editor's inspection step schema, its report sent with the request it is for and the odometer read (decision 53). */
const sellInspectionFormSchema: FormSchema<SellInspectionFormValues, SellInspection> = {
  safeParse: ({ sellRequestId, mileage, ...values }) => {
    const parsed = inspectionStepSchema.safeParse(values);
    const reading = readMileage(mileage);
    const issues: Issue[] = [...('problem' in reading ? [{ path: ['mileage'], message: reading.problem }] : []), ...(parsed.success ? [] : parsed.error.issues)];
    if (!parsed.success || 'problem' in reading) return { success: false, error: { issues } };
    return { success: true, data: { sellRequestId, inspection: parsed.data, mileage: reading.value } };
  },
};

/** The report's form on the one form machine; the console provides the send. */
export const sellInspectionForm = createFormMachine<SellInspectionFormValues, SellInspection>({ id: 'sellInspectionForm', schema: sellInspectionFormSchema });

type Input = { sellRequestId: string; report: CarInspectionReport | null; mileage: number | null; today: string };
type Context = Input;

/** The boxes of a report: the one recorded before, or an empty one dated today. */
export function formValuesOf({ sellRequestId, report, mileage, today }: Context): SellInspectionFormValues {
  const empty = Object.fromEntries(WHEEL_FIELDS.map((field) => [field, ''])) as Record<WheelField, string>;
  if (!report) return { sellRequestId, inspectedAt: today, findings: [], mileage: '', ...empty };
  const wheels = Object.fromEntries(report.wheels.flatMap((wheel) => [[`tread_${wheel.position}`, String(wheel.treadDepthMm)], [`brake_${wheel.position}`, String(wheel.brakePadMm)]]));
  return { sellRequestId, inspectedAt: report.inspectedAt, findings: report.findings, mileage: mileage === null ? '' : String(mileage), ...empty, ...wheels };
}

/**
 * One sell request's inspection report in the appraisers' queue: closed, then the car editor's
 * report form with the odometer read (opened empty, or with the report recorded before; closed again without sending),
 * then recorded, from where it opens again to correct it.
 */
export const sellInspectionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'inspection.open' } | { type: 'inspection.cancel' },
    input: {} as Input,
    children: {} as { sellInspectionForm: 'sellInspectionForm' },
  },
  actors: { sellInspectionForm },
}).createMachine({
  id: 'sellInspection',
  context: ({ input }) => input,
  initial: 'closed',
  states: {
    closed: { on: { 'inspection.open': 'recording' } },
    recording: {
      invoke: {
        id: 'sellInspectionForm',
        src: 'sellInspectionForm',
        input: ({ context }) => ({ values: formValuesOf(context) }),
        onDone: {
          target: 'recorded',
          actions: assign(({ event }) => {
            const { inspection, mileage } = (event.output as FormOutput<SellInspection, unknown>).values;
            return { report: inspection, mileage };
          }),
        },
      },
      on: { 'inspection.cancel': 'closed' },
    },
    recorded: { on: { 'inspection.open': 'recording' } },
  },
});
