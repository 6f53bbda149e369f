import { fromPromise } from 'xstate';
import { sellOfferAnswerMachine } from '../../../../../machines/sell-offer-answer/sell-offer-answer.machine';
import { sellRequestRemovalMachine } from '../../../../../machines/sell-request-removal/sell-request-removal.machine';
import { showSaleError } from '../toasts/sale-toasts';
import { answerOffer, cancelSale, deleteSale } from './sales-query';

/** One sale card's cancel and delete statechart with this feature's API calls and toast. */
export const sellRequestRemoval = sellRequestRemovalMachine.provide({
  actors: {
    cancelSellRequest: fromPromise(({ input }) => cancelSale(input.id)),
    deleteSellRequest: fromPromise(({ input }) => deleteSale(input.id)),
  },
  actions: { announceFailure: ({ context }) => showSaleError(context.error) },
});

/** One sale card's answer to our offer, with this feature's API call and toast. */
export const sellOfferAnswer = sellOfferAnswerMachine.provide({
  actors: { answerSellOffer: fromPromise(({ input }) => answerOffer(input.id, input.accept)) },
  actions: { announceFailure: ({ context }) => showSaleError(context.error) },
});
