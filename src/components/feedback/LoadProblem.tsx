import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '../../lib/errors/error-display';
import { errorText } from '../../lib/errors/error-text';
import { Button } from '../../ui/Button';
import * as styles from './LoadProblem.css';

type Props = {
  /** What could not be loaded, in the visitor's words, e.g. "No pudimos cargar tus ventas". */
  what: string;
  /** The failure, when there is one to word (SPEC §8); without it `what` says it all. */
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/** Something a screen needs did not load: say what and why, as every screen does (SPEC §8), and offer to try again. */
export function LoadProblem({ what, error, onRetry, retrying = false }: Props) {
  const { i18n } = useLingui();
  const [item] = error === undefined ? [] : describeError(error);
  return (
    <div role="alert" className={styles.problem}>
      <strong>{item ? errorText(i18n, item.title) : what}</strong>
      {item ? <p className={styles.detail}>{errorText(i18n, item.detail)}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        <Trans>Reintentar</Trans>
      </Button>
    </div>
  );
}
