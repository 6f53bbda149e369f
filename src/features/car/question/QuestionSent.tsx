import { Trans } from '@lingui/react/macro';
import { SentNotice } from '../../../components/feedback/SentNotice';
import * as styles from './QuestionSent.css';

/** The confirmation once a question went out, with a way to ask another. */
export function QuestionSent({ onAnother }: { onAnother: () => void }) {
  return (
    <SentNotice title={<Trans>¡Pregunta enviada!</Trans>} again={{ label: <Trans>Hacer otra pregunta</Trans>, onClick: onAnother }} className={styles.sent}>
      <Trans>Un especialista te responderá muy pronto.</Trans>
    </SentNotice>
  );
}
