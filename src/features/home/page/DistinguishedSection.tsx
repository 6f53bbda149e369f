import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BUY } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import * as section from './section.css';

/** Frames the catalogue's row of highlighted cars with a heading and a way into the whole catalogue. */
export function DistinguishedSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="home-distinguished-title" className={`${section.section} ${section.muted}`}>
      <Container>
        <div className={section.headingRow}>
          <div className={section.headingInRow}>
            <h2 id="home-distinguished-title" className={section.title}>
              <Trans>Carros destacados</Trans>
            </h2>
            <p className={section.subtitle}>
              <Trans>Inspeccionados, con papeles verificados y listos para entregar.</Trans>
            </p>
          </div>
          <Link to={BUY} className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Ver todos los carros</Trans>
          </Link>
        </div>
        {children}
      </Container>
    </section>
  );
}
