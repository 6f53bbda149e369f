import { i18n } from '@lingui/core';
import type { ActorRefFrom } from 'xstate';
import { type SellCalls, sellWizardWith, slotCalendarWith } from '../../../../machines/sell/sell-calls';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { createSellRequestDocument, inspectionSlotsDocument, sellQuoteDocument } from './sell-documents';

const calls: SellCalls = {
  fetchQuote: ({ licensePlate: _plate, ...car }) => refusing(async () => (await gqlRequest(sellQuoteDocument, { input: car })).getSellQuote),
  fetchSlots: (input) => refusing(async () => (await gqlRequest(inspectionSlotsDocument, { input })).getInspectionSlots),
  // The confirmation e-mail is written in the language the visitor is reading.
  createSellRequest: (input) => refusing(async () => (await gqlRequest(createSellRequestDocument, { input: { ...input, locale: i18n.locale || 'es' } })).createSellRequest),
};

/** The sell wizard with this app's calls: provided once, here. */
export const sellWizard = sellWizardWith(calls);

export type SellWizardRef = ActorRefFrom<typeof sellWizard>;

/** The inspection calendar with this app's call, for the edit-selling page's own use. */
export const slotCalendar = slotCalendarWith(calls.fetchSlots);

export type SlotCalendarRef = ActorRefFrom<typeof slotCalendar>;
