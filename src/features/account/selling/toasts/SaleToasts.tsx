import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { describeError } from '../../../../lib/errors/error-display';
import { errorText } from '../../../../lib/errors/error-text';
import { UNEXPECTED } from '../../../../lib/errors/known-errors';
import { Toast } from '../../../../ui/Toast';
import { dismissSaleToast, saleToasts, subscribeSaleToasts } from './sale-toasts';

/** The error toasts of refused cancels and deletes (SPEC §8 wording; the provider's 4000 ms each). */
export function SaleToasts() {
  const { t, i18n } = useLingui();
  const toasts = useSyncExternalStore(subscribeSaleToasts, saleToasts);
  return toasts.map(({ id, error }) => {
    const item = describeError(error)[0] ?? UNEXPECTED;
    return (
      <Toast
        key={id}
        defaultOpen
        onOpenChange={(open) => !open && dismissSaleToast(id)}
        variant="error"
        title={errorText(i18n, item.title)}
        description={errorText(i18n, item.detail)}
        closeLabel={t`Cerrar`}
      />
    );
  });
}
