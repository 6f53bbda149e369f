import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { submissionLockMachine } from '../../../../machines/submission-lock/submission-lock.machine';
import { describeError } from '../../../lib/errors/error-display';
import { errorText } from '../../../lib/errors/error-text';
import { Toast } from '../../../ui/Toast';

export type LockRef = ActorRefFrom<typeof submissionLockMachine>;

type Props = {
  lock: LockRef | undefined;
  success: { open: boolean; title: string; onClose: () => void };
};

/**
 * A settings form's notices: each failed save as the shared error display words it (one toast per
 * field error), the lock's sticky notice after the third (SPEC §8), and the success toast.
 * The lock decides how long a failure shows, so those toasts stay open until it drops them.
 */
export function FormToasts({ lock, success }: Props) {
  const { t } = useLingui();
  return (
    <>
      {lock ? <LockToasts lock={lock} /> : null}
      <Toast variant="success" open={success.open} onOpenChange={(open) => !open && success.onClose()} title={success.title} closeLabel={t`Cerrar`} />
    </>
  );
}

function LockToasts({ lock }: { lock: LockRef }) {
  const { t, i18n } = useLingui();
  const toasts = useSelector(lock, (state) => state.context.toasts);
  const locked = useSelector(lock, (state) => state.hasTag('locked'));
  return (
    <>
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
    </>
  );
}
