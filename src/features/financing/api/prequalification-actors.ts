import type { ActorRefFrom } from 'xstate';
import { type PrequalificationCalls, prequalificationWith } from '../../../../machines/prequalification/prequalification-calls';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { wizardDraft } from '../../../../machines/wizard/wizard-draft';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { prequalifyDocument } from './financing-documents';

export const prequalificationCalls: PrequalificationCalls = {
  prequalify: (input) => refusing(async () => (await gqlRequest(prequalifyDocument, { input })).prequalify),
};

/** The flow with this app's call; a locked send stays locked for the visit, a reload included. */
export const prequalification = prequalificationWith(prequalificationCalls, visitLock('prequalification', () => sessionStorage));

export type PrequalificationRef = ActorRefFrom<typeof prequalification>;

/** The draft in this tab (income included: sessionStorage only, SECURITY.md row 11); bump the version when the steps change shape. */
export const prequalificationDraft = wizardDraft('prequalification', 1, () => sessionStorage);
