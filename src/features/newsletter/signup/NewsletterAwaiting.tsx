import { Trans } from '@lingui/react/macro';
import { NEWSLETTER_CONFIRMATION_HOURS as CONFIRMATION_HOURS } from '../../../../common/validation/newsletter';
import { SentNotice } from '../../../components/feedback/SentNotice';

/** Double opt-in: nothing is sent until the address is confirmed from its inbox. */
export function NewsletterAwaiting({ email, onAnother }: { email: string; onAnother: () => void }) {
  return (
    <SentNotice title={<Trans>¡Revisa tu correo!</Trans>} again={{ label: <Trans>Usar otro correo</Trans>, onClick: onAnother }}>
      <Trans>
        Te enviamos un enlace a {email} para confirmar tu suscripción. Vale {CONFIRMATION_HOURS} horas; si no lo ves, busca en la carpeta de spam.
      </Trans>
    </SentNotice>
  );
}
