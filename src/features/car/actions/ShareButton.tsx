import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Toast, ToastProvider, ToastViewport } from '../../../ui/Toast';
import { shareOrCopy } from './share-link';

/** The system share sheet where there is one (phones); elsewhere the link is copied and a toast says so. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const [toast, setToast] = useState<'copied' | 'failed' | null>(null);
  const share = async () => {
    const outcome = await shareOrCopy({ title, url: location.href });
    if (outcome !== 'shared') setToast(outcome);
  };
  return (
    <ToastProvider label={t`Notificación`}>
      <Button variant="ghost" onClick={() => void share()}>
        <Trans>Compartir</Trans>
      </Button>
      <Toast
        open={toast !== null}
        onOpenChange={(open) => !open && setToast(null)}
        variant={toast === 'failed' ? 'error' : 'success'}
        title={toast === 'failed' ? t`No pudimos copiar el enlace` : t`Enlace copiado`}
        closeLabel={t`Cerrar`}
      />
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
