import { Suspense, useSyncExternalStore } from 'react';
import type { ErrorItem } from '../../lib/errors/error-display';
import type { ErrorToastStore } from '../../lib/errors/error-toasts';
import { lazyNamed, useOpenedOnce } from '../../ui/deferPopup';

const ErrorToaster = lazyNamed(() => import('./ErrorToaster'), 'ErrorToaster');

/**
 * Where a store's error toasts show. Their code (Radix Toast and the errors' wording, about 12 KB
 * gzip) comes with the first refused action rather than in the page's first download; the store
 * keeps the refusal meanwhile, so it is shown all the same, a moment later.
 */
export function ErrorToasterSlot({ store, describe }: { store: ErrorToastStore; describe?: (error: unknown) => ErrorItem }) {
  const needed = useOpenedOnce(useSyncExternalStore(store.subscribe, store.current, store.current).length > 0);
  return needed ? (
    <Suspense fallback={null}>
      <ErrorToaster store={store} describe={describe} />
    </Suspense>
  ) : null;
}
