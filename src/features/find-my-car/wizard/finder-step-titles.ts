import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FinderStep } from '../../../../machines/car-finder/car-finder.machine';

/** SPEC §2's five finder steps, in the stepper, as each step's heading and on the preferences screen. */
export const FINDER_STEP_TITLES: Record<FinderStep, MessageDescriptor> = {
  category: msg`Categoría`,
  bodyStyle: msg`Segmento`,
  price: msg`Precio`,
  year: msg`Año`,
  mileage: msg`Kilometraje`,
};
