import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { Stack } from '../../../ui/Stack';
import type { AuthFormRef } from '../api/auth-machine';
import * as styles from './AuthPanels.css';

type AuthFormProps = { form: AuthFormRef; label: string; children: ReactNode };

/** A panel's form: submitting asks the form machine; the submission lock disables everything inside. */
export function AuthForm({ form, label, children }: AuthFormProps) {
  const locked = useSelector(form, (snapshot) => snapshot.context.locked);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <fieldset disabled={locked} className={styles.fieldset}>
        <Stack gap="md">{children}</Stack>
      </fieldset>
    </form>
  );
}
