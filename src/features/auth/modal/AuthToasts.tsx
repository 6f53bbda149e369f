import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { SubmissionToasts } from '../../../components/form/SubmissionToasts';
import { ToastProvider, ToastViewport } from '../../../ui/Toast';
import type { AuthFormRef } from '../api/auth-machine';

/** The modal's submission toasts, in a viewport of its own so they show above the dialog. */
export function AuthToasts({ form }: { form: AuthFormRef }) {
  const { t } = useLingui();
  const lock = useSelector(form, (snapshot) => snapshot.children.submissionLock);
  return (
    <ToastProvider label={t`Notificación`}>
      <SubmissionToasts lock={lock} />
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
