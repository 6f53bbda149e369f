import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BUY, SELL } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { HeroCar } from './HeroCar';
import * as styles from './HomeHero.css';
import { CLAIMS } from '../../../../common/claims';

// The figures come from the one place every text quotes them from.
const { inspectionPoints, offerWithinHours, carsBought } = CLAIMS;

export function HomeHero({ search }: { search: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Trans>Carros usados certificados en República Dominicana</Trans>
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            <Trans>Compra o vende tu carro, sin complicaciones</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Cada carro pasa una inspección de más de {inspectionPoints} puntos y sale con garantía. Si vendes, te hacemos una oferta en
              menos de {offerWithinHours} horas.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Link to={BUY} className={buttonClassName({ variant: 'accent', size: 'lg' })}>
              <Trans>Quiero comprar</Trans>
            </Link>
            <Link to={SELL} className={buttonClassName({ variant: 'secondary', size: 'lg' }, styles.outlineOnDark)}>
              <Trans>Quiero vender</Trans>
            </Link>
          </div>
          {search ? <div className={styles.search}>{search}</div> : null}
          <ul className={styles.facts}>
            <li className={styles.fact}>
              <span className={styles.factValue}>{inspectionPoints}+</span>
              <Trans>puntos de inspección</Trans>
            </li>
            <li className={styles.fact}>
              <span className={styles.factValue}>{offerWithinHours} h</span>
              <Trans>para recibir tu oferta</Trans>
            </li>
            <li className={styles.fact}>
              <span className={styles.factValue}>{carsBought.toLocaleString('en-US')}+</span>
              <Trans>carros comprados</Trans>
            </li>
          </ul>
        </div>
        <div className={styles.art}>
          <HeroCar />
        </div>
      </Container>
    </section>
  );
}
