import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestStep } from '../../../../machines/request-a-car/request-a-car.machine';

/** SPEC §2's request-a-car stepper, and each step's heading. */
export const REQUEST_STEP_TITLES: Record<RequestStep, MessageDescriptor> = {
  specs: msg`Especificaciones`,
  person: msg`Info personal`,
  results: msg`Resultados`,
};
