import { fromPromise } from 'xstate';
import { accountItemMachine } from '../../../../../machines/account-item/account-item.machine';
import { showTestDriveError } from '../toasts/test-drive-toasts';
import { archiveTestDrive, cancelTestDrive, restoreTestDrive } from './test-drives-query';

/** One test drive card's cancel, delete and restore statechart with this feature's API calls and toast. */
export const testDriveActions = accountItemMachine.provide({
  actors: {
    cancelItem: fromPromise(({ input }) => cancelTestDrive(input.id)),
    archiveItem: fromPromise(({ input }) => archiveTestDrive(input.id)),
    restoreItem: fromPromise(({ input }) => restoreTestDrive(input.id)),
  },
  actions: { announceFailure: ({ context }) => showTestDriveError(context.error) },
});
