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
  /** Back to the previous step (the wizard's `step.back`); the first step has none. */
  onBack?: () => void;
  /** The continue button's words; the last step sends. */
  submitLabel?: ReactNode;
  children: ReactNode;
};

/**
 * One wizard step on the shared form shell: its heading, its fields, Back and Continue; the lock
 * disables everything inside and its toasts show the failed sends (only the last step sends).
 */
export function StepForm({ form, title, onBack, submitLabel, children }: StepFormProps) {
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form} labelledBy="wizard-step-title">
      <Stack gap="lg">
        <h2 id="wizard-step-title" className={styles.stepTitle}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>
          {onBack ? (
            <Button variant="secondary" onClick={onBack} disabled={busy}>
              <Trans>Atrás</Trans>
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
