import { Trans, useLingui } from '@lingui/react/macro';
import { FINDER_STEPS } from '../../../../machines/car-finder/car-finder.machine';
import { Button } from '../../../ui/Button';
import { FINDER_STEP_TITLES } from '../wizard/finder-step-titles';
import * as styles from './FinderHome.css';

/** The finder's home: what it does, its five steps, and Start. */
export function FinderHome({ onStart }: { onStart: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="finder-home-title">
        <h1 id="finder-home-title" className={styles.title}>
          <Trans>Encuentra tu carro ideal</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Responde cinco preguntas y te recomendamos el carro que mejor se ajusta a lo que buscas, entre los que tenemos hoy.</Trans>
        </p>
        <Button variant="primary" size="lg" onClick={onStart}>
          <Trans>Empezar</Trans>
        </Button>
      </section>
      <section aria-labelledby="finder-how-title">
        <h2 id="finder-how-title" className={styles.sectionTitle}>
          <Trans>Cinco pasos</Trans>
        </h2>
        <ol className={styles.steps}>
          {FINDER_STEPS.map((step) => (
            <li key={step} className={styles.step}>
              {i18n._(FINDER_STEP_TITLES[step])}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
