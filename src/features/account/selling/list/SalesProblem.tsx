import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '../../../../lib/errors/error-display';
import { errorText } from '../../../../lib/errors/error-text';
import { Button } from '../../../../ui/Button';
import * as styles from './SaleList.css';

/** The sales could not be loaded: say why, as every screen does (SPEC §8), and offer to try again. */
export function SalesProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { i18n } = useLingui();
  const [item] = describeError(error);
  return (
    <div role="alert" className={styles.problem}>
      <strong>{item ? errorText(i18n, item.title) : <Trans>No pudimos cargar tus ventas</Trans>}</strong>
      {item ? <p className={styles.muted}>{errorText(i18n, item.detail)}</p> : null}
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <Trans>Reintentar</Trans>
      </Button>
    </div>
  );
}
