import { Trans } from '@lingui/react/macro';
import { SentNotice } from '../../../components/feedback/SentNotice';

/** The acknowledgement once a question went out, with a way to ask another. */
export function FaqQuestionSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  return (
    <SentNotice title={<Trans>¡Pregunta enviada!</Trans>} again={{ label: <Trans>Hacer otra pregunta</Trans>, onClick: onAnother }}>
      <Trans>Te enviamos un correo a {email} confirmando que la recibimos; te responderemos por ahí muy pronto.</Trans>
    </SentNotice>
  );
}
