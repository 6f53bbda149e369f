import { useLingui } from '@lingui/react/macro';
import type { ErrorItem } from '../../lib/errors/error-display';
import type { ErrorToastStore } from '../../lib/errors/error-toasts';
import { ToastHome } from '../../ui/Toast';
import { ErrorToasts } from './ErrorToasts';

/** A store's error toasts: in the page's notification region when it has one, else in their own (see ErrorToasterSlot). */
export function ErrorToaster({ store, describe }: { store: ErrorToastStore; describe?: (error: unknown) => ErrorItem }) {
  const { t } = useLingui();
  return (
    <ToastHome label={t`Notificación`} viewportLabel={t`Notificaciones ({hotkey})`}>
      <ErrorToasts store={store} describe={describe} />
    </ToastHome>
  );
}
