import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TestDriveStep } from '../../../../machines/test-drive/test-drive.machine';

/** SPEC §2's test-drive steps, as the stepper and each step's heading name them. */
export const TEST_DRIVE_STEP_TITLES: Record<TestDriveStep, MessageDescriptor> = {
  contact: msg`Tus datos`,
  place: msg`Lugar`,
  hour: msg`Fecha y hora`,
  confirm: msg`Confirmación`,
};
