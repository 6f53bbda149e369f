import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { Stack } from '../../../ui/Stack';
import * as styles from './AuthPanels.css';
import type { AuthActorRef } from './useAuthField';

type AuthFormProps = { actorRef: AuthActorRef; label: string; children: ReactNode };

/** A panel's form: submitting asks the machine; the submission lock disables everything inside. */
export function AuthForm({ actorRef, label, children }: AuthFormProps) {
  const locked = useSelector(actorRef, (state) => state.hasTag('locked'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'form.submit' });
  };
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <fieldset disabled={locked} className={styles.fieldset}>
        <Stack gap="md">{children}</Stack>
      </fieldset>
    </form>
  );
}
