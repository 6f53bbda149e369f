import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { describeError } from '../../lib/errors/error-display';
import { errorText } from '../../lib/errors/error-text';
import { Toast, ToastHome } from '../../ui/Toast';
import type { LockRef } from './SubmissionToasts';

/** The toasts themselves: their code (Radix Toast) loads with a form's first failure, not with its page. */
export function LockToasts({ lock, ownViewport = false }: { lock: LockRef; ownViewport?: boolean }) {
  const { t, i18n } = useLingui();
  const toasts = useSelector(lock, (state) => state.context.toasts);
  const locked = useSelector(lock, (state) => state.hasTag('locked'));
  return (
    <ToastHome label={t`Notificación`} viewportLabel={t`Notificaciones ({hotkey})`} own={ownViewport}>
      {toasts.flatMap((toast) =>
        describeError(toast.error).map((item, index) => (
          <Toast
            key={`${toast.id}-${index}`}
            variant="error"
            sticky
            open
            onOpenChange={(open) => !open && lock.send({ type: 'toast.dismiss', id: toast.id })}
            title={errorText(i18n, item.title)}
            description={errorText(i18n, item.detail)}
            closeLabel={t`Cerrar`}
          />
        )),
      )}
      {locked ? <Toast variant="error" sticky title={t`Excediste el límite de intentos fallidos`} closeLabel={t`Cerrar`} /> : null}
    </ToastHome>
  );
}
