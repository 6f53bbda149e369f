import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrequalificationStep } from '../../../../../machines/prequalification/prequalification.machine';

/** SPEC §2's prequalification steps, as the stepper and each step's heading name them. */
export const PREQUALIFICATION_STEP_TITLES: Record<PrequalificationStep, MessageDescriptor> = {
  person: msg`Info personal`,
  work: msg`Info laboral`,
};
