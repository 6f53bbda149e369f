import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import type { AuthActorRef } from './useAuthField';

type ResendStatus = 'idle' | 'sending' | 'sent' | 'failed';

// The resend states exist under the register confirmation and under a refused sign-in alike.
function resendStatus(value: unknown): ResendStatus {
  const form = (value as { form?: unknown }).form as Record<string, Record<string, unknown>> | undefined;
  const step = form?.register?.confirmation ?? form?.signIn?.unconfirmed;
  return typeof step === 'string' ? (step as ResendStatus) : 'idle';
}

/** Sends the confirmation e-mail again, saying how it went. */
export function ResendConfirmation({ actorRef }: { actorRef: AuthActorRef }) {
  const status = useSelector(actorRef, (state) => resendStatus(state.value));
  return (
    <>
      <Button variant="link" size="sm" loading={status === 'sending'} onClick={() => actorRef.send({ type: 'confirmation.resend' })}>
        <Trans>Reenviar correo de confirmación</Trans>
      </Button>
      <output>
        {status === 'sent' ? <Trans>Te enviamos el correo otra vez.</Trans> : null}
        {status === 'failed' ? <Trans>No pudimos reenviar el correo, inténtalo de nuevo en unos minutos.</Trans> : null}
      </output>
    </>
  );
}
