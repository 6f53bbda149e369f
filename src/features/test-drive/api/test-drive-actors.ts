import { i18n } from '@lingui/core';
import type { ActorRefFrom } from 'xstate';
import { type TestDriveCalls, testDriveWith } from '../../../../machines/test-drive/test-drive-calls';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { wizardDraft } from '../../../../machines/wizard/wizard-draft';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { scheduleTestDriveDocument, testDriveSlotsDocument } from './test-drive-documents';

export const testDriveCalls: TestDriveCalls = {
  fetchSlots: (carId, { range, place }) => refusing(async () => (await gqlRequest(testDriveSlotsDocument, { input: { carId, range, place } })).getTestDriveSlots),
  // The confirmation e-mail is written in the language the buyer is reading.
  scheduleTestDrive: (input) => refusing(async () => (await gqlRequest(scheduleTestDriveDocument, { input: { ...input, locale: i18n.locale || 'es' } })).scheduleTestDrive),
};

/** The flow for one car with this app's calls; a locked send stays locked for the visit, a reload included. */
export const testDriveFor = (carId: string) => testDriveWith(carId, testDriveCalls, visitLock(`test-drive:${carId}`, () => sessionStorage));

export type TestDriveRef = ActorRefFrom<ReturnType<typeof testDriveFor>>;

/** One car's draft in this tab (across a reload or signing in); bump the version when the steps change shape. */
export const testDriveDraft = (carId: string) => wizardDraft(`test-drive:${carId}`, 1, () => sessionStorage);
