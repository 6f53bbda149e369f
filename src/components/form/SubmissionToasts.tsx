import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { submissionLockMachine } from '../../../machines/submission-lock/submission-lock.machine';
import { lazyNamed } from '../../ui/deferPopup';

export type LockRef = ActorRefFrom<typeof submissionLockMachine>;

const LockToasts = lazyNamed(() => import('./LockToasts'), 'LockToasts');

type Props = {
  lock: LockRef | undefined;
  /** A viewport of their own even inside a page's provider, e.g. above a dialog. */
  ownViewport?: boolean;
};

/**
 * The one list of a form's failure toasts (SPEC §8, §9): each failed submission as the shared error
 * display words it, one toast per problem; the lock decides how long each lives, so they stay open
 * until it drops them; the sticky notice shows once the form is locked.
 */
export function SubmissionToasts({ lock, ownViewport }: Props) {
  return lock ? <LockToastsWhenAny lock={lock} ownViewport={ownViewport} /> : null;
}

function LockToastsWhenAny({ lock, ownViewport }: { lock: LockRef; ownViewport?: boolean }) {
  const any = useSelector(lock, (state) => state.context.toasts.length > 0 || state.hasTag('locked'));
  // Nothing to show, nothing rendered: a page with two forms and no toast provider gets no empty regions.
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <LockToasts lock={lock} ownViewport={ownViewport} />
    </Suspense>
  );
}
