import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import * as styles from './LoadProblem.css';

type Props = {
  /** What could not be loaded, in the visitor's words, e.g. "No pudimos cargar tus ventas". */
  title: string;
  /** Why, when there is more to say. */
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** Something a screen needs did not load: say so, and offer to try again. */
export function LoadProblem({ title, detail, onRetry, retrying = false }: Props) {
  return (
    <div role="alert" className={styles.problem}>
      <strong>{title}</strong>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        <Trans>Reintentar</Trans>
      </Button>
    </div>
  );
}
