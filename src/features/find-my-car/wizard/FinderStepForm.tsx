import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LockedForm } from '../../../components/form/LockedForm';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import * as styles from './FinderWizard.css';

type FinderStepFormProps = { form: FormActorRef; title: string; hint: ReactNode; onBack: () => void; children: ReactNode };

/**
 * One finder step on the shared form shell: its heading and what it asks, its control, Atrás (the
 * first step goes back to the finder's home) and Continuar. Nothing is sent until the results.
 */
export function FinderStepForm({ form, title, hint, onBack, children }: FinderStepFormProps) {
  return (
    <LockedForm form={form} labelledBy="finder-step-title" withToasts={false}>
      <Stack gap="lg">
        <Stack gap="xs">
          <h1 id="finder-step-title" className={styles.stepTitle}>
            {title}
          </h1>
          <p className={styles.muted}>{hint}</p>
        </Stack>
        {children}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            <Trans>Atrás</Trans>
          </Button>
          <Button type="submit" variant="primary">
            <Trans>Continuar</Trans>
          </Button>
        </div>
      </Stack>
    </LockedForm>
  );
}
