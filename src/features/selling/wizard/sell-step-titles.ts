import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SellStep } from '../../../../machines/sell/sell-wizard.machine';

/** SPEC §2's five sell steps, in the stepper and as each step's heading. */
export const SELL_STEP_TITLES: Record<SellStep, MessageDescriptor> = {
  car: msg`Info del carro`,
  price: msg`Precio y tiempo`,
  person: msg`Info personal`,
  address: msg`Dirección`,
  schedule: msg`Día y hora`,
};
