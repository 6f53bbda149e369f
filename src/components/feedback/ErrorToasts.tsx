import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { describeError, type ErrorItem } from '../../lib/errors/error-display';
import { errorText } from '../../lib/errors/error-text';
import type { ErrorToastStore } from '../../lib/errors/error-toasts';
import { UNEXPECTED } from '../../lib/errors/known-errors';
import { Toast } from '../../ui/Toast';

const sharedWording = (error: unknown): ErrorItem => describeError(error)[0] ?? UNEXPECTED;

/**
 * A feature's refused actions as error toasts (SPEC §8 wording; the provider's 4000 ms each). A
 * feature with refusals of its own words them with `describe`.
 */
export function ErrorToasts({ store, describe = sharedWording }: { store: ErrorToastStore; describe?: (error: unknown) => ErrorItem }) {
  const { t, i18n } = useLingui();
  const toasts = useSyncExternalStore(store.subscribe, store.current, store.current);
  return toasts.map(({ id, error }) => {
    const item = describe(error);
    return (
      <Toast
        key={id}
        defaultOpen
        onOpenChange={(open) => !open && store.dismiss(id)}
        variant="error"
        title={errorText(i18n, item.title)}
        description={errorText(i18n, item.detail)}
        closeLabel={t`Cerrar`}
      />
    );
  });
}
