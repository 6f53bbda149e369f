import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PasswordResetEvent, PasswordResetField, passwordResetMachine } from '../../../../machines/password-reset/password-reset.machine';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import { fieldProblemText } from '../modal/field-problem-text';
import { LockToasts } from '../modal/AuthToasts';
import * as formStyles from '../modal/AuthPanels.css';

type Props = { actorRef: ActorRefFrom<typeof passwordResetMachine>; send: (event: PasswordResetEvent) => void };

/** The new password twice (newPasswordSchema); locked with the rest after three failures. */
export function NewPasswordForm({ actorRef, send }: Props) {
  const { t, i18n } = useLingui();
  const fields = useSelector(actorRef, (state) => state.context.fields);
  const errors = useSelector(actorRef, (state) => state.context.errors);
  const busy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const locked = useSelector(actorRef, (state) => state.hasTag('locked'));
  const lock = useSelector(actorRef, (state) => state.children.submissionLock);
  const bind = (field: PasswordResetField) => {
    const problem = fieldProblemText(field, errors[field]);
    return {
      value: fields[field],
      error: typeof problem === 'object' ? i18n._(problem) : problem,
      onChange: (event: { target: { value: string } }) => send({ type: 'field.change', field, value: event.target.value }),
      onBlur: () => send({ type: 'field.blur', field }),
    };
  };
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'form.submit' }); }}>
      <fieldset disabled={locked} className={formStyles.fieldset}>
        <Stack gap="md">
          <TextField type="password" autoComplete="new-password" label={t`Nueva contraseña`} required {...bind('password')} />
          <TextField type="password" autoComplete="new-password" label={t`Confirmar contraseña`} required {...bind('confirmPassword')} />
          <Button type="submit" variant="primary" fullWidth loading={busy}><Trans>Guardar contraseña</Trans></Button>
        </Stack>
      </fieldset>
      {lock ? <LockToasts lock={lock} /> : null}
    </form>
  );
}
