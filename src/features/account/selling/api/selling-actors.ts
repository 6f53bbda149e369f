import { fromPromise } from 'xstate';
import { sellRequestRemovalMachine } from '../../../../../machines/sell-request-removal/sell-request-removal.machine';
import { showSaleError } from '../toasts/sale-toasts';
import { cancelSale, deleteSale } from './sales-query';

/** One sale card's cancel and delete statechart with this feature's API calls and toast. */
export const sellRequestRemoval = sellRequestRemovalMachine.provide({
  actors: {
    cancelSellRequest: fromPromise(({ input }) => cancelSale(input.id)),
    deleteSellRequest: fromPromise(({ input }) => deleteSale(input.id)),
  },
  actions: { announceFailure: ({ context }) => showSaleError(context.error) },
});
