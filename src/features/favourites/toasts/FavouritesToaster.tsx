import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { describeError } from '../../../lib/errors/error-display';
import { errorText } from '../../../lib/errors/error-text';
import { UNEXPECTED } from '../../../lib/errors/known-errors';
import { Toast, ToastProvider, ToastViewport } from '../../../ui/Toast';
import { dismissFavouriteToast, favouriteToasts, subscribeFavouriteToasts } from './favourite-toasts';

/** The error toasts of favourite changes (SPEC §8 wording, 4000 ms each); mounted once per page. */
export function FavouritesToaster() {
  const { t, i18n } = useLingui();
  const toasts = useSyncExternalStore(subscribeFavouriteToasts, favouriteToasts);
  return (
    <ToastProvider label={t`Notificación`}>
      {toasts.map(({ id, error }) => {
        const item = describeError(error)[0] ?? UNEXPECTED;
        return (
          <Toast
            key={id}
            defaultOpen
            onOpenChange={(open) => !open && dismissFavouriteToast(id)}
            variant="error"
            title={errorText(i18n, item.title)}
            description={errorText(i18n, item.detail)}
            closeLabel={t`Cerrar`}
          />
        );
      })}
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
