import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { CheckIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './QuestionSent.css';

/** The confirmation once a question went out, with a way to ask another. */
export function QuestionSent({ onAnother }: { onAnother: () => void }) {
  return (
    <output className={styles.sent}>
      <CheckIcon />
      <span className={styles.text}>
        <span>
          <strong>
            <Trans>¡Pregunta enviada!</Trans>
          </strong>{' '}
          <Trans>Un especialista te responderá muy pronto.</Trans>
        </span>
        <Button variant="link" size="sm" onClick={onAnother}>
          <Trans>Hacer otra pregunta</Trans>
        </Button>
      </span>
    </output>
  );
}
