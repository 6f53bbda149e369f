import { i18n } from '@lingui/core';
import type { ActorRefFrom } from 'xstate';
import { type RequestACarCalls, requestACarWith } from '../../../../machines/request-a-car/request-calls';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import type { CarRef } from '../../../../machines/wizard/car-ref';
import { gqlRequest } from '../../../graphql/client';
import type { CarCardFieldsFragment } from '../../../graphql/generated/graphql';
import { refusing } from '../../../lib/errors/call-failure';
import { carRequestSuggestionsDocument, createCarRequestDocument } from './request-documents';

/** A car Resultados and the success screen show: the catalogue's card. */
export type SuggestedCar = CarCardFieldsFragment;

export const requestACarCalls: RequestACarCalls = {
  suggestCars: (input) => refusing(async () => (await gqlRequest(carRequestSuggestionsDocument, { input })).getCarRequestSuggestions),
  // The confirmation and the match e-mails are written in the language the visitor is reading.
  createCarRequest: (input) => refusing(async () => (await gqlRequest(createCarRequestDocument, { input: { ...input, locale: i18n.locale || 'es' } })).createCarRequest),
};

/** The wizard with this app's calls; a locked send stays locked for the visit, a reload or a step away included. */
export const requestACar = requestACarWith(requestACarCalls, visitLock('request-a-car', () => sessionStorage));

export type RequestACarRef = ActorRefFrom<typeof requestACar>;

/** The machine keeps the cars as references; the calls above answered whole cards, which the page shows. */
export const suggestedCarsOf = (cars: ReadonlyArray<CarRef>) => cars as ReadonlyArray<SuggestedCar>;
