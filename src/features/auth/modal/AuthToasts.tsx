import { useSelector } from '@xstate/react';
import { SubmissionToasts } from '../../../components/form/SubmissionToasts';
import type { AuthFormRef } from '../api/auth-machine';

/**
 * The modal's submission toasts, in a viewport of their own so they show above the dialog; like
 * every form's, their code (Radix Toast) loads with the first failure, not with the page.
 */
export function AuthToasts({ form }: { form: AuthFormRef }) {
  const lock = useSelector(form, (snapshot) => snapshot.children.submissionLock);
  return <SubmissionToasts lock={lock} ownViewport />;
}
