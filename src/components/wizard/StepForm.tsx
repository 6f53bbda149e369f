import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { keepFieldFocus } from '../form/focus-first-problem';
import { LockedForm } from '../form/LockedForm';
import type { FormActorRef } from '../form/useFormField';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';
import * as styles from './StepForm.css';

type StepFormProps = {
  form: FormActorRef;
  title: string;
  /** What the step asks, under its heading. */
  hint?: ReactNode;
  /** 1 where the step is the page's own heading (the car finder), 2 under the page's title. */
  titleLevel?: 1 | 2;
  /** Back to the previous step (the wizard's `step.back`); the first step has none. */
  onBack?: () => void;
  /** The back button's words, where going back closes the form (a report opened from a card). */
  backLabel?: ReactNode;
  /** The continue button's words; the last step sends. */
  submitLabel?: ReactNode;
  /** Off for a wizard whose steps send nothing: no failed send to show. */
  withToasts?: boolean;
  children: ReactNode;
};

/**
 * One wizard step on the shared form shell: its heading, its fields, Back and Continue; the lock
 * disables everything inside and its toasts show the failed sends (only the last step sends).
 */
export function StepForm({ form, title, hint, titleLevel = 2, onBack, backLabel, submitLabel, withToasts, children }: StepFormProps) {
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const Heading = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <LockedForm form={form} labelledBy="wizard-step-title" withToasts={withToasts}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading id="wizard-step-title" className={styles.stepTitle[titleLevel]}>
            {title}
          </Heading>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
        </Stack>
        {children}
        <div className={styles.actions}>
          {onBack ? (
            <Button variant="secondary" onClick={onBack} disabled={busy}>
              {backLabel ?? <Trans>Atrás</Trans>}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
            {submitLabel ?? <Trans>Continuar</Trans>}
          </Button>
        </div>
      </Stack>
    </LockedForm>
  );
}
