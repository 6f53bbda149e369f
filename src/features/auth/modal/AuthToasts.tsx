import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { submissionLockMachine } from '../../../../machines/submission-lock/submission-lock.machine';
import { describeError } from '../../../lib/errors/error-display';
import { errorText } from '../../../lib/errors/error-text';
import { Toast, ToastProvider, ToastViewport } from '../../../ui/Toast';
import { AuthFailure } from '../api/auth-requests';
import type { AuthActorRef } from './useAuthField';

type LockRef = ActorRefFrom<typeof submissionLockMachine>;

// The shared display words the original error (server or Google); the code is the machine's.
const describe = (error: unknown) => describeError(error instanceof AuthFailure ? error.cause : error)[0];

/**
 * The submission lock's toasts (SPEC §8, §9): the lock decides how long each lives, so the toasts
 * stay open until it drops them; the sticky notice shows once the form is locked.
 */
export function AuthToasts({ actorRef }: { actorRef: AuthActorRef }) {
  const lock = useSelector(actorRef, (state) => state.children.submissionLock) as LockRef | undefined;
  return lock ? <LockToasts lock={lock} /> : null;
}

export function LockToasts({ lock }: { lock: LockRef }) {
  const { t, i18n } = useLingui();
  const toasts = useSelector(lock, (state) => state.context.toasts);
  const locked = useSelector(lock, (state) => state.hasTag('locked'));
  return (
    <ToastProvider label={t`Notificación`}>
      {toasts.map((toast) => {
        const item = describe(toast.error);
        if (!item) return null;
        return (
          <Toast
            key={toast.id}
            variant="error"
            sticky
            open
            onOpenChange={(open) => !open && lock.send({ type: 'toast.dismiss', id: toast.id })}
            title={errorText(i18n, item.title)}
            description={errorText(i18n, item.detail)}
            closeLabel={t`Cerrar`}
          />
        );
      })}
      {locked ? <Toast variant="error" sticky title={t`Excediste el límite de intentos fallidos`} closeLabel={t`Cerrar`} /> : null}
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
