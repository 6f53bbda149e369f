import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { focusFirstProblem } from './focus-first-problem';
import { SubmissionToasts } from './SubmissionToasts';
import type { FormActorRef } from './useFormField';
import * as styles from './LockedForm.css';

type Props = {
  form: FormActorRef;
  /** The form's accessible name: words, or the id of a heading inside it. */
  label?: string;
  labelledBy?: string;
  /** Classes of the form and of the fieldset inside it, for the feature's layout. */
  className?: string;
  fieldsetClassName?: string;
  /** False where the toasts live elsewhere (the auth modal shows them in a viewport above the dialog). */
  withToasts?: boolean;
  children: ReactNode;
};

/**
 * A form on the form machine: submitting sends `form.submit` and, when refused, moves focus to the
 * first field to fix; the three-failure lock disables every control at once (SPEC §8), and the
 * failures show as the shared toasts.
 */
export function LockedForm({ form, label, labelledBy, className, fieldsetClassName, withToasts = true, children }: Props) {
  const locked = useSelector(form, (snapshot) => snapshot.context.locked);
  const lock = useSelector(form, (snapshot) => snapshot.children.submissionLock);
  return (
    <form
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const element = event.currentTarget;
        form.send({ type: 'form.submit' });
        focusFirstProblem(element, form.getSnapshot().context.problems);
      }}
    >
      <fieldset disabled={locked} className={fieldsetClassName ?? styles.fieldset}>
        {children}
      </fieldset>
      {withToasts ? <SubmissionToasts lock={lock} /> : null}
    </form>
  );
}
