import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { submissionLockMachine } from '../../../../machines/submission-lock/submission-lock.machine';
import { SubmissionToasts } from '../../../components/form/SubmissionToasts';
import { ToastProvider, ToastViewport } from '../../../ui/Toast';
import { errorBehind } from '../api/auth-requests';
import type { AuthActorRef } from './useAuthField';

type LockRef = ActorRefFrom<typeof submissionLockMachine>;

/** The modal's submission toasts, in a viewport of its own so they show above the dialog. */
export function AuthToasts({ actorRef }: { actorRef: AuthActorRef }) {
  const { t } = useLingui();
  const lock = useSelector(actorRef, (state) => state.children.submissionLock) as LockRef | undefined;
  return (
    <ToastProvider label={t`Notificación`}>
      <SubmissionToasts lock={lock} unwrap={errorBehind} />
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
