import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { resendForm } from '../../../../machines/email-confirmation/email-confirmation.machine';
import { SubmissionToasts } from '../../../components/form/SubmissionToasts';
import { useFormField } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import { errorBehind } from '../api/auth-requests';
import * as formStyles from '../modal/AuthPanels.css';
import { fieldProblemText } from '../modal/field-problem-text';

/** The address a new confirmation link goes to; failures are toasts, the third locks the form. */
export function ResendLinkForm({ form }: { form: ActorRefFrom<typeof resendForm> }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const locked = useSelector(form, (snapshot) => snapshot.context.locked);
  const lock = useSelector(form, (snapshot) => snapshot.children.submissionLock);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.submit' });
      }}
    >
      <fieldset disabled={locked} className={formStyles.fieldset}>
        <Stack gap="md">
          <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required {...useFormField(form, 'email', fieldProblemText)} />
          <Button type="submit" variant="primary" loading={busy}>
            <Trans>Reenviar correo de confirmación</Trans>
          </Button>
        </Stack>
      </fieldset>
      <SubmissionToasts lock={lock} unwrap={errorBehind} />
    </form>
  );
}
