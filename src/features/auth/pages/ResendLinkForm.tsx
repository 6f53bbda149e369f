import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { resendForm } from '../../../../machines/email-confirmation/email-confirmation.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import { fieldProblemText } from '../modal/field-problem-text';

/** The address a new confirmation link goes to; failures are toasts, the third locks the form. */
export function ResendLinkForm({ form }: { form: ActorRefFrom<typeof resendForm> }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form}>
      <Stack gap="md">
        <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required {...useFormField(form, 'email', fieldProblemText)} />
        <Button type="submit" variant="primary" loading={busy}>
          <Trans>Reenviar correo de confirmación</Trans>
        </Button>
      </Stack>
    </LockedForm>
  );
}
