import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import * as styles from './ProblemPage.css';
import { ProblemPage } from './ProblemPage';

export function NotFoundPage() {
  return (
    <ProblemPage
      badge={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
      detail={<Trans>No encontramos la página que buscas. Puede que la dirección esté mal escrita o que la página ya no exista.</Trans>}
      actions={
        <Link to={HOME} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          <Trans>Ir al inicio</Trans>
        </Link>
      }
    />
  );
}
