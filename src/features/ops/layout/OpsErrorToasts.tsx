import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { errorText } from '../../../lib/errors/error-text';
import { Toast } from '../../../ui/Toast';
import { describeOpsError } from '../api/ops-errors';
import { opsToasts } from '../api/ops-toasts';

/** The console's refused actions as error toasts, worded with the console's own refusals (the provider's 4000 ms each). */
export function OpsErrorToasts() {
  const { t, i18n } = useLingui();
  const toasts = useSyncExternalStore(opsToasts.subscribe, opsToasts.current);
  return toasts.map(({ id, error }) => {
    const item = describeOpsError(error);
    return (
      <Toast
        key={id}
        defaultOpen
        onOpenChange={(open) => !open && opsToasts.dismiss(id)}
        variant="error"
        title={errorText(i18n, item.title)}
        description={errorText(i18n, item.detail)}
        closeLabel={t`Cerrar`}
      />
    );
  });
}
