import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
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
      // SPEC §2: a refresh, for an address that failed only for a moment, and the ways back.
      actions={
        <>
          <Button size="lg" onClick={() => location.reload()}>
            <Trans>Actualizar</Trans>
          </Button>
          <Button size="lg" variant="secondary" onClick={() => history.back()}>
            <Trans>Volver</Trans>
          </Button>
          <Link to={HOME} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            <Trans>Ir al inicio</Trans>
          </Link>
        </>
      }
    />
  );
}
