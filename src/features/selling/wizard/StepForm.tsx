import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { LockedForm } from '../../../components/form/LockedForm';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import * as styles from './SellWizard.css';

type StepFormProps = {
  form: FormActorRef;
  title: string;
  /** Back to the previous step (the wizard's `step.back`); the first step has none. */
  onBack?: () => void;
  /** The continue button's words; the last step books. */
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
    <LockedForm form={form} labelledBy="sell-step-title">
      <Stack gap="lg">
        <h2 id="sell-step-title" className={styles.stepTitle}>
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
          <Button type="submit" variant="primary" loading={busy}>
            {submitLabel ?? <Trans>Continuar</Trans>}
          </Button>
        </div>
      </Stack>
    </LockedForm>
  );
}
