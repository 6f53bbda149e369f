import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
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

/** One wizard step: its heading, its fields, Back and Continue; the submission lock disables everything inside. */
export function StepForm({ form, title, onBack, submitLabel, children }: StepFormProps) {
  const locked = useSelector(form, (snapshot) => (snapshot.context as { locked?: boolean }).locked === true);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  return (
    <form noValidate aria-labelledby="sell-step-title" onSubmit={onSubmit}>
      <Stack gap="lg">
        <h2 id="sell-step-title" className={styles.stepTitle}>
          {title}
        </h2>
        <fieldset disabled={locked} className={styles.fieldset}>
          <Stack gap="lg">
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
        </fieldset>
      </Stack>
    </form>
  );
}
