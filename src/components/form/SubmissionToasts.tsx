import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { submissionLockMachine } from '../../../machines/submission-lock/submission-lock.machine';
import { describeError } from '../../lib/errors/error-display';
import { errorText } from '../../lib/errors/error-text';
import { Toast, ToastHome } from '../../ui/Toast';

export type LockRef = ActorRefFrom<typeof submissionLockMachine>;

type Props = {
  lock: LockRef | undefined;
};

/**
 * The one list of a form's failure toasts (SPEC §8, §9): each failed submission as the shared error
 * display words it, one toast per problem; the lock decides how long each lives, so they stay open
 * until it drops them; the sticky notice shows once the form is locked.
 */
export function SubmissionToasts({ lock }: Props) {
  return lock ? <LockToasts lock={lock} /> : null;
}

function LockToasts({ lock }: { lock: LockRef }) {
  const { t, i18n } = useLingui();
  const toasts = useSelector(lock, (state) => state.context.toasts);
  const locked = useSelector(lock, (state) => state.hasTag('locked'));
  // Nothing to show, nothing rendered: a page with two forms and no toast provider gets no empty regions.
  if (toasts.length === 0 && !locked) return null;
  return (
    <ToastHome label={t`Notificación`} viewportLabel={t`Notificaciones ({hotkey})`}>
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
