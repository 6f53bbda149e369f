import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { newPasswordForm } from '../../../../machines/password-reset/password-reset.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import { fieldProblemText } from '../modal/field-problem-text';

/** The new password twice (newPasswordSchema); locked after three failures, and kept on screen. */
export function NewPasswordForm({ form }: { form: ActorRefFrom<typeof newPasswordForm> }) {
  const { t } = useLingui();
  const busy = useSelector(form, (state) => state.hasTag('busy'));
  return (
    <LockedForm form={form}>
      <Stack gap="md">
        <TextField type="password" autoComplete="new-password" label={t`Nueva contraseña`} required {...useFormField(form, 'password', fieldProblemText)} />
        <TextField type="password" autoComplete="new-password" label={t`Confirmar contraseña`} required {...useFormField(form, 'confirmPassword', fieldProblemText)} />
        <Button type="submit" variant="primary" fullWidth loading={busy}>
          <Trans>Guardar contraseña</Trans>
        </Button>
      </Stack>
    </LockedForm>
  );
}
