import { i18n } from '@lingui/core';
import type { ActorRefFrom } from 'xstate';
import { type SellCalls, sellWizardWith } from '../../../../machines/sell/sell-calls';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { createSellRequestDocument, inspectionSlotsDocument, sellQuoteDocument } from './sell-documents';

/** The sell feature's calls, shared by the wizard and the edit-selling page. */
export const sellCalls: SellCalls = {
  fetchQuote: ({ licensePlate: _plate, ...car }) => refusing(async () => (await gqlRequest(sellQuoteDocument, { input: car })).getSellQuote),
  fetchSlots: (input) => refusing(async () => (await gqlRequest(inspectionSlotsDocument, { input })).getInspectionSlots),
  // The confirmation e-mail is written in the language the visitor is reading.
  createSellRequest: (input) => refusing(async () => (await gqlRequest(createSellRequestDocument, { input: { ...input, locale: i18n.locale || 'es' } })).createSellRequest),
};

/** The sell wizard with this app's calls: provided once, here; a locked send stays locked for the visit, a reload or a step away included. */
export const sellWizard = sellWizardWith(sellCalls, visitLock('sell', () => sessionStorage));

export type SellWizardRef = ActorRefFrom<typeof sellWizard>;
