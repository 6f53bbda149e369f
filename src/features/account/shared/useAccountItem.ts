import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { type AccountItemInput, accountItemMachine } from '../../../../machines/account-item/account-item.machine';
import { inspect } from '../../../lib/inspector';

type Snapshot = SnapshotFrom<typeof accountItemMachine>;

/** Which question the card asks, if any. */
const askingOf = (snapshot: Snapshot): 'cancel' | 'delete' | null => (snapshot.matches('confirmingCancel') ? 'cancel' : snapshot.matches('confirmingDelete') ? 'delete' : null);

/** Which change the server is making, if any: the card shows a skeleton named after it. */
const busyWith = (snapshot: Snapshot): 'cancel' | 'delete' | 'restore' | null => (snapshot.matches('cancelling') ? 'cancel' : snapshot.matches('archiving') ? 'delete' : snapshot.matches('restoring') ? 'restore' : null);

/**
 * One account card's actions statechart, with the feature's calls provided (`logic`), read through
 * narrow selectors. Once it has changed the item, `refetch` asks for the list again, which draws the
 * item in its new tab (SPEC §4).
 */
export function useAccountItem(logic: typeof accountItemMachine, input: AccountItemInput, refetch: (queryClient: QueryClient) => Promise<void>) {
  const queryClient = useQueryClient();
  const item = useActorRef(logic, { input, inspect });
  const asking = useSelector(item, askingOf);
  const busy = useSelector(item, busyWith);
  const canCancel = useSelector(item, (snapshot) => snapshot.can({ type: 'cancel.request' }));
  const canDelete = useSelector(item, (snapshot) => snapshot.can({ type: 'delete.request' }));
  const canRestore = useSelector(item, (snapshot) => snapshot.can({ type: 'restore.request' }));
  const changed = useSelector(item, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (changed) void refetch(queryClient);
  }, [changed, queryClient, refetch]);
  return { item, asking, busy, offers: { cancel: canCancel, delete: canDelete, restore: canRestore }, changed };
}

export type AccountItem = ReturnType<typeof useAccountItem>;
