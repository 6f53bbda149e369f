import { Trans } from '@lingui/react/macro';
import type { CarQuestionFailure } from '../../../../machines/car-question/car-question.machine';
import { problemFromCode } from '../../../../machines/car-question/question-rules';
import { Button } from '../../../ui/Button';
import { AlertIcon, CheckIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './QuestionOutcome.css';
import { useProblemText } from './useProblemText';

type Props = { kind: 'sent'; onAnother: () => void } | { kind: 'failed'; failure: CarQuestionFailure | null };

export function QuestionOutcome(props: Props) {
  const fieldProblem = useProblemText(props.kind === 'failed' && props.failure?.code === 'BAD_USER_INPUT' ? problemFromCode(props.failure.message) : null);
  if (props.kind === 'sent') {
    return (
      <output className={styles.outcome({ kind: 'sent' })}>
        <CheckIcon />
        <span className={styles.text}>
          <span>
            <strong>
              <Trans>¡Pregunta enviada!</Trans>
            </strong>{' '}
            <Trans>Un especialista te responderá muy pronto.</Trans>
          </span>
          <Button variant="link" size="sm" onClick={props.onAnother}>
            <Trans>Hacer otra pregunta</Trans>
          </Button>
        </span>
      </output>
    );
  }
  const code = props.failure?.code;
  return (
    <div role="alert" className={styles.outcome({ kind: 'failed' })}>
      <AlertIcon />
      <p>
        {code === 'TOO_MANY_REQUESTS' ? (
          <Trans>Has enviado muchas preguntas seguidas. Inténtalo de nuevo en unos minutos.</Trans>
        ) : fieldProblem ? (
          fieldProblem
        ) : (
          <Trans>Se ha producido un error, inténtelo de nuevo más tarde.</Trans>
        )}
      </p>
    </div>
  );
}
