import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Container } from '../../../ui/Container';
import { Button, buttonClassName } from '../../../ui/Button';
import { useDocumentTitle } from '../../../hooks/document-title';
import { useAnswersPresses } from '../../../hooks/drawn-screen';
import { HOME } from '../../../lib/routes';
import * as styles from './ProblemPage.css';

type ProblemPageProps = { badge: ReactNode; detail: ReactNode; offerBack?: boolean };

/**
 * The shared face of the 404 and error pages (SPEC §2: 'Ups! Something happened' with a refresh
 * action): a reload starts over with fresh code and data, which clears most one-off failures.
 */
export function ProblemPage({ badge, detail, offerBack = false }: ProblemPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`¡Ups! Algo pasó`);
  // A drawn route that ended here instead of in its own component must answer presses all the same.
  useAnswersPresses();
  return (
    <Container className={styles.page}>
      {badge}
      <h1 className={styles.title}>
        <Trans>¡Ups! Algo pasó</Trans>
      </h1>
      <p className={styles.detail}>{detail}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => location.reload()}>
          <Trans>Actualizar</Trans>
        </Button>
        {offerBack && (
          <Button size="lg" variant="secondary" onClick={() => history.back()}>
            <Trans>Volver</Trans>
          </Button>
        )}
        <Link to={HOME} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          <Trans>Ir al inicio</Trans>
        </Link>
      </div>
    </Container>
  );
}
