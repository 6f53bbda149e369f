import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { CheckIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './FaqQuestionBox.css';

/** The acknowledgement once a question went out, with a way to ask another. */
export function FaqQuestionSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  return (
    <output className={styles.sent}>
      <CheckIcon />
      <span className={styles.sentText}>
        <span>
          <strong>
            <Trans>¡Pregunta enviada!</Trans>
          </strong>{' '}
          <Trans>Te enviamos un correo a {email} confirmando que la recibimos; te responderemos por ahí muy pronto.</Trans>
        </span>
        <Button variant="link" size="sm" onClick={onAnother}>
          <Trans>Hacer otra pregunta</Trans>
        </Button>
      </span>
    </output>
  );
}
