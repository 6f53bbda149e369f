import { i18n } from '@lingui/core';
import { ClientError } from 'graphql-request';
import type { ActorRefFrom } from 'xstate';
import { type SellCalls, sellWizardWith } from '../../../../machines/sell/sell-calls';
import { gqlRequest } from '../../../graphql/client';
import { createSellRequestDocument, inspectionSlotsDocument, sellQuoteDocument } from './sell-documents';

/**
 * A refused call: the server's code, which the wizard decides on (SLOT_TAKEN brings the calendar
 * back), and the original error, which the shared error display words.
 */
export class SellFailure extends Error {
  override name = 'SellFailure';
  constructor(
    readonly code: string,
    override readonly cause: unknown,
  ) {
    super(`sell call failed: ${code}`);
  }
}

/** The error the toasts word: the original behind a SellFailure. */
export const errorBehind = (error: unknown): unknown => (error instanceof SellFailure ? error.cause : error);

async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = error instanceof ClientError ? error.response.errors?.[0]?.extensions?.code : undefined;
    throw new SellFailure(typeof code === 'string' ? code : 'UNKNOWN', error);
  }
}

const calls: SellCalls = {
  fetchQuote: ({ licensePlate: _plate, ...car }) => refusing(async () => (await gqlRequest(sellQuoteDocument, { input: car })).getSellQuote),
  fetchSlots: (input) => refusing(async () => (await gqlRequest(inspectionSlotsDocument, { input })).getInspectionSlots),
  // The confirmation e-mail is written in the language the visitor is reading.
  createSellRequest: (input) => refusing(async () => (await gqlRequest(createSellRequestDocument, { input: { ...input, locale: i18n.locale || 'es' } })).createSellRequest),
};

/** The sell wizard with this app's calls: provided once, here. */
export const sellWizard = sellWizardWith(calls);

export type SellWizardRef = ActorRefFrom<typeof sellWizard>;
