import { fromPromise } from 'xstate';
import { accountItemMachine } from '../../../../../machines/account-item/account-item.machine';
import { showPurchaseError } from '../toasts/purchase-toasts';
import { archivePurchase, cancelPurchase, restorePurchase } from './purchases-query';

/** One purchase card's cancel, delete and restore statechart with this feature's API calls and toast. */
export const purchaseActions = accountItemMachine.provide({
  actors: {
    cancelItem: fromPromise(({ input }) => cancelPurchase(input.id)),
    archiveItem: fromPromise(({ input }) => archivePurchase(input.id)),
    restoreItem: fromPromise(({ input }) => restorePurchase(input.id)),
  },
  actions: { announceFailure: ({ context }) => showPurchaseError(context.error) },
});
