import { useLingui } from '@lingui/react/macro';
import type { ErrorItem } from '../../lib/errors/error-display';
import type { ErrorToastStore } from '../../lib/errors/error-toasts';
import { ToastProvider, ToastViewport } from '../../ui/Toast';
import { ErrorToasts } from './ErrorToasts';

/** A store's error toasts with a notification region of their own (see ErrorToasterSlot). */
export function ErrorToaster({ store, describe }: { store: ErrorToastStore; describe?: (error: unknown) => ErrorItem }) {
  const { t } = useLingui();
  return (
    <ToastProvider label={t`Notificación`}>
      <ErrorToasts store={store} describe={describe} />
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
