import { useLingui } from '@lingui/react/macro';
import { ErrorToasts } from '../../../components/feedback/ErrorToasts';
import { ToastProvider, ToastViewport } from '../../../ui/Toast';
import { favouriteToasts } from './favourite-toasts';

/** The error toasts of favourite changes; mounted once per page. */
export function FavouritesToaster() {
  const { t } = useLingui();
  return (
    <ToastProvider label={t`Notificación`}>
      <ErrorToasts store={favouriteToasts} />
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
