import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CarWheel } from '../../../../common/car-editor';
import type { CarEditorStep } from '../../../../machines/car-editor/car-editor.machine';
import { wordFieldProblem } from '../../../components/form/word-field-problem';

export const CAR_EDITOR_STEP_TITLES: Record<CarEditorStep, MessageDescriptor> = {
  vehicle: msg`Vehículo`,
  sale: msg`Venta y precio`,
  papers: msg`Papeles`,
  inspection: msg`Inspección`,
  review: msg`Revisión`,
};

export const WHEEL_WORDS: Record<CarWheel, MessageDescriptor> = {
  LEFT_FRONT: msg`Delantera izquierda`,
  RIGHT_FRONT: msg`Delantera derecha`,
  LEFT_BACK: msg`Trasera izquierda`,
  RIGHT_BACK: msg`Trasera derecha`,
};

export const RESULT_WORDS: Record<'ok' | 'repaired' | 'attention', MessageDescriptor> = {
  ok: msg`Bien`,
  repaired: msg`Reparado`,
  attention: msg`Requiere atención`,
};

// The editor's own codes (common/validation/car-editor.ts and the API's refusals); the rest are the shared words.
const CAR_PROBLEMS: Record<string, MessageDescriptor> = {
  invalid_vin: msg`El VIN tiene 17 letras y números, sin I, O ni Q`,
  invalid_color: msg`Escribe el color como #rrggbb`,
  not_above_price: msg`El precio anterior debe ser mayor que el precio`,
  invalid_measure: msg`Escribe los milímetros con un decimal como mucho`,
  taken: msg`Otro auto ya lo tiene`,
  four_wheels: msg`Faltan medidas de alguna rueda`,
  not_initial_status: msg`Elige un estado inicial`,
  repeated: msg`Un punto está repetido`,
};

/** The message under one of the editor's boxes for a validation code. */
export function wordCarProblem(field: string, code: string | undefined): MessageDescriptor | string | undefined {
  if (code && Object.hasOwn(CAR_PROBLEMS, code)) return CAR_PROBLEMS[code];
  return wordFieldProblem(field, code);
}
