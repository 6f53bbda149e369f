import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../ui/Button';
import { CheckIcon } from '../../../../ui/icons/interfaceIcons';
import * as styles from './HowTo.css';

/**
 * Before step 1: what a prequalification is, that it takes under five minutes and leaves the credit
 * score alone (no credit check is made: DOMAIN.md, as CarMax does), and what to have at hand.
 */
export function HowTo({ onStart, returning }: { onStart: () => void; returning: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Back from step 1, the reader lands on the how-to's heading, not on the page's top.
  useEffect(() => {
    if (returning) heading.current?.focus();
  }, [returning]);
  return (
    <section className={styles.card} aria-labelledby="how-to-title">
      <h2 id="how-to-title" ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>¿Cómo funciona?</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Con tus datos y tus ingresos te decimos cuánto podrías financiar y de cuánto sería tu cuota, antes de elegir tu carro.</Trans>
      </p>
      <ul className={styles.points}>
        <li className={styles.point}>
          <CheckIcon size="sm" className={styles.icon} />
          <span>
            <strong>
              <Trans>Toma menos de 5 minutos.</Trans>
            </strong>{' '}
            <Trans>Son dos pasos: tus datos personales y tu información laboral.</Trans>
          </span>
        </li>
        <li className={styles.point}>
          <CheckIcon size="sm" className={styles.icon} />
          <span>
            <strong>
              <Trans>No afecta tu historial de crédito.</Trans>
            </strong>{' '}
            <Trans>No consultamos el buró de crédito para precalificarte.</Trans>
          </span>
        </li>
        <li className={styles.point}>
          <CheckIcon size="sm" className={styles.icon} />
          <span>
            <strong>
              <Trans>Sin compromiso.</Trans>
            </strong>{' '}
            <Trans>Es una estimación: la aprobación final llega cuando solicitas el financiamiento de un carro.</Trans>
          </span>
        </li>
      </ul>
      <h3 className={styles.subtitle}>
        <Trans>Ten a mano</Trans>
      </h3>
      <ul className={styles.needs}>
        <li>
          <Trans>Tu cédula</Trans>
        </li>
        <li>
          <Trans>Tu salario mensual y otros ingresos, si los tienes</Trans>
        </li>
        <li>
          <Trans>El mes y el año en que empezaste en tu trabajo</Trans>
        </li>
        <li>
          <Trans>Cuánto puedes dar de inicial</Trans>
        </li>
      </ul>
      <div>
        <Button variant="primary" onClick={onStart}>
          <Trans>Comenzar</Trans>
        </Button>
      </div>
    </section>
  );
}
