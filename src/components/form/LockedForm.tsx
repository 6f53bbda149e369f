import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FormEvent } from '../../../machines/form/form.machine';
import { type LockRef, SubmissionToasts } from './SubmissionToasts';
import * as styles from './LockedForm.css';

/** What the form shell reads of any form machine: whether the lock engaged, and the lock itself. */
type LockableSnapshot = Snapshot<unknown> & { context: { locked: boolean }; children: { submissionLock?: LockRef } };

type Props = {
  form: ActorRef<LockableSnapshot, FormEvent>;
  label?: string;
  /** The error the shared display words, when a feature wraps the original. */
  unwrap?: (error: unknown) => unknown;
  children: ReactNode;
};

/**
 * A form on the form machine: submitting sends `form.submit`, the three-failure lock disables
 * every control at once (SPEC §8), and the failures show as the shared toasts.
 */
export function LockedForm({ form, label, unwrap, children }: Props) {
  const locked = useSelector(form, (snapshot) => snapshot.context.locked);
  const lock = useSelector(form, (snapshot) => snapshot.children.submissionLock);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.submit' });
      }}
    >
      <fieldset disabled={locked} className={styles.fieldset}>
        {children}
      </fieldset>
      <SubmissionToasts lock={lock} unwrap={unwrap} />
    </form>
  );
}
