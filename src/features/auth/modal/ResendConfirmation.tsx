import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import type { AuthActorRef } from '../api/auth-machine';

type ResendStatus = 'idle' | 'sending' | 'sent' | 'failed';
const STATUSES: readonly ResendStatus[] = ['sending', 'sent', 'failed'];

/** Sends the confirmation e-mail again, saying how it went. */
export function ResendConfirmation({ auth }: { auth: AuthActorRef }) {
  // The resend states exist under the register confirmation and under a refused sign-in alike.
  const status = useSelector(
    auth,
    (snapshot): ResendStatus => STATUSES.find((step) => snapshot.matches({ register: { confirmation: step } }) || snapshot.matches({ signIn: { unconfirmed: step } })) ?? 'idle',
  );
  return (
    <>
      <Button variant="link" size="sm" loading={status === 'sending'} onClick={() => auth.send({ type: 'confirmation.resend' })}>
        <Trans>Reenviar correo de confirmación</Trans>
      </Button>
      <output>
        {status === 'sent' ? <Trans>Te enviamos el correo otra vez.</Trans> : null}
        {status === 'failed' ? <Trans>No pudimos reenviar el correo, inténtalo de nuevo en unos minutos.</Trans> : null}
      </output>
    </>
  );
}
