import { useLingui } from '@lingui/react/macro';
import { Toast, ToastProvider, ToastViewport } from '../../../ui/Toast';

export type ShareOutcome = 'copied' | 'failed';

/** What became of a copied link; its toast code loads with the first copy, not with the car page. */
export function ShareToast({ outcome, onClose }: { outcome: ShareOutcome | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ToastProvider label={t`Notificación`}>
      <Toast
        open={outcome !== null}
        onOpenChange={(open) => !open && onClose()}
        variant={outcome === 'failed' ? 'error' : 'success'}
        title={outcome === 'failed' ? t`No pudimos copiar el enlace` : t`Enlace copiado`}
        closeLabel={t`Cerrar`}
      />
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
