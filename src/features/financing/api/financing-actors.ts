import { i18n } from '@lingui/core';
import type { ActorRefFrom } from 'xstate';
import { type FinancingCalls, financingWith } from '../../../../machines/financing/financing-calls';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { wizardDraft } from '../../../../machines/wizard/wizard-draft';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { applyForFinancingDocument, startPurchaseDocument } from './financing-documents';

export const financingCalls: FinancingCalls = {
  // The confirmation e-mail is written in the language the buyer is reading.
  applyForFinancing: (input) => refusing(async () => (await gqlRequest(applyForFinancingDocument, { input: { ...input, locale: i18n.locale || 'es' } })).applyForFinancing),
  payCash: (carId) => refusing(async () => (await gqlRequest(startPurchaseDocument, { input: { carId, method: 'CASH' } })).startPurchase),
};

/** One car's financing index with this app's calls; each locked send stays locked for the visit, a reload included. */
export const financingFor = (carId: string) =>
  financingWith(financingCalls, {
    application: visitLock(`financing-application:${carId}`, () => sessionStorage),
    cash: visitLock(`cash-purchase:${carId}`, () => sessionStorage),
  });

export type FinancingRef = ActorRefFrom<ReturnType<typeof financingFor>>;

/**
 * One car's flow in this tab, across a reload or signing in (which reloads the page: a visitor asked to
 * sign in to pay cash comes back to the confirmation). Income typed stays in sessionStorage only
 * (SECURITY.md row 11). Bump the version when the flow changes shape.
 */
export const financingDraft = (carId: string) => wizardDraft(`financing:${carId}`, 1, () => sessionStorage);
