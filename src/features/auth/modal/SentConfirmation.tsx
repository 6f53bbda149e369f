import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import { CheckIcon } from '../../../ui/icons/interfaceIcons';
import { Stack } from '../../../ui/Stack';
import * as styles from './AuthPanels.css';
import { ResendConfirmation } from './ResendConfirmation';
import type { AuthActorRef } from '../api/auth-machine';

/** After registering or asking for a reset link: where the message went, and continue. */
export function SentConfirmation({ auth, kind }: { auth: AuthActorRef; kind: 'register' | 'recover' }) {
  const email = useSelector(auth, (snapshot) => snapshot.context.sentTo);
  return (
    <Stack gap="md">
      <CheckIcon size="lg" />
      <output className={styles.notice}>
        {kind === 'register' ? (
          <Trans>Te enviamos un mensaje a {email}. Sigue el enlace del correo para activar tu cuenta.</Trans>
        ) : (
          <Trans>Revisa tu correo: te enviamos un enlace a {email} para crear una nueva contraseña.</Trans>
        )}
      </output>
      {kind === 'register' ? <ResendConfirmation auth={auth} /> : null}
      <Button variant="primary" fullWidth onClick={() => auth.send({ type: 'confirmation.continue' })}>
        <Trans>Continuar</Trans>
      </Button>
    </Stack>
  );
}
