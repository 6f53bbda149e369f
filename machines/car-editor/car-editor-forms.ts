import type { CarInspectionReport, CarPapers, CarSale, CarVehicle } from '../../common/validation/car-editor';
import { createFormMachine, finishStep } from '../form/form.machine';
import { inspectionStepSchema, papersStepSchema, reviewStepSchema, saleStepSchema, vehicleStepSchema } from './car-editor-steps';
import type { CarRequest, CarSaved, InspectionValues, PapersValues, ReviewValues, SaleValues, VehicleValues } from './car-editor-values';

// The editor's step forms, each the one form machine over its step's schema. Another brand, model
// or year leaves the choices that hung on it to be made again.
export const vehicleForm = createFormMachine<VehicleValues, CarVehicle>({
  id: 'vehicleForm',
  schema: vehicleStepSchema,
  resets: { brand: { model: '', year: '', trim: '' }, model: { year: '', trim: '' }, year: { trim: '' } },
}).provide({ actors: { submit: finishStep } });
export const saleForm = createFormMachine<SaleValues, CarSale>({ id: 'saleForm', schema: saleStepSchema }).provide({ actors: { submit: finishStep } });
export const papersForm = createFormMachine<PapersValues, CarPapers>({ id: 'papersForm', schema: papersStepSchema }).provide({ actors: { submit: finishStep } });
export const inspectionForm = createFormMachine<InspectionValues, CarInspectionReport>({ id: 'inspectionForm', schema: inspectionStepSchema }).provide({ actors: { submit: finishStep } });

/**
 * The review's form sends the car itself (its submit is createCar or updateCar), so every failed
 * save is counted by its submission lock, as the sell wizard's last step is.
 */
export const reviewForm = createFormMachine<ReviewValues, CarRequest & { status: string | null }, CarSaved>({ id: 'reviewForm', schema: reviewStepSchema, tellsHostFailures: true });
