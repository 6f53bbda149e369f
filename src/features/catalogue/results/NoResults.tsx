import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../ui/Button';
import { CarIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './results.css';

export function NoResults() {
  return (
    <div className={styles.empty}>
      <CarIcon size="lg" />
      <p className={styles.emptyTitle}>
        <Trans>Ningún resultado coincide con su criterio</Trans>
      </p>
      <p className={styles.emptyHint}>
        <Trans>Prueba quitando algún filtro o buscando con otras palabras.</Trans>
      </p>
      <Link to="/buy" className={buttonClassName({ variant: 'primary' })}>
        <Trans>Ver todos los carros</Trans>
      </Link>
    </div>
  );
}
