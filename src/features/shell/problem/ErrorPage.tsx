import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { AlertIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './ProblemPage.css';
import { ProblemPage } from './ProblemPage';

/** A reload starts the page over with fresh code and data, which clears most one-off failures. */
export function ErrorPage() {
  return (
    <ProblemPage
      badge={
        <span className={styles.illustration}>
          <AlertIcon size="lg" />
        </span>
      }
      detail={<Trans>Tuvimos un problema al mostrar esta página. Actualiza para intentarlo de nuevo.</Trans>}
      actions={
        <>
          <Button size="lg" onClick={() => location.reload()}>
            <Trans>Actualizar</Trans>
          </Button>
          <Link to={HOME} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            <Trans>Ir al inicio</Trans>
          </Link>
        </>
      }
    />
  );
}
