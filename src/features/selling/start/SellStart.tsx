import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import * as styles from './SellStart.css';

/** /help/self before the wizard: why sell to us, how it goes, and the call to start. */
export function SellStart({ onStart }: { onStart: () => void }) {
  const { t } = useLingui();
  const reasons = [
    { title: t`Oferta en menos de 24 horas`, text: t`Después de la inspección te hacemos una oferta firme por tu carro.` },
    { title: t`Inspección gratis`, text: t`En una de nuestras sucursales o en tu casa, el día y la hora que elijas.` },
    { title: t`Nos encargamos del traspaso`, text: t`Hacemos todo el papeleo del traspaso por ti, sin costo.` },
  ];
  const steps = [
    { title: t`Cotiza tu carro`, text: t`Cuéntanos de tu carro y recibe un precio estimado al instante.` },
    { title: t`Agenda la inspección`, text: t`Elige dónde, el día y la hora; dura menos de una hora.` },
    { title: t`Recibe tu oferta`, text: t`Si te gusta, te pagamos y nos encargamos del resto.` },
  ];
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="sell-start-title">
        <h1 id="sell-start-title" className={styles.title}>
          <Trans>Vende tu carro sin complicaciones</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Cotízalo en minutos, agenda una inspección gratis y recibe una oferta en menos de 24 horas.</Trans>
        </p>
        <Button variant="primary" size="lg" onClick={onStart}>
          <Trans>Cotiza tu carro</Trans>
        </Button>
      </section>
      <section aria-labelledby="sell-why-title">
        <h2 id="sell-why-title" className={styles.sectionTitle}>
          <Trans>¿Por qué vender con nosotros?</Trans>
        </h2>
        <ul className={styles.cards}>
          {reasons.map((reason) => (
            <li key={reason.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{reason.title}</h3>
              <p className={styles.cardText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sell-how-title">
        <h2 id="sell-how-title" className={styles.sectionTitle}>
          <Trans>Cómo funciona</Trans>
        </h2>
        <ol className={styles.cards}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
