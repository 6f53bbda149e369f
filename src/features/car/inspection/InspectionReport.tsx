import { Trans } from '@lingui/react/macro';
import type { CarDetail } from '../api/car-query';
import * as section from '../page/section.css';
import { WHEEL_ORDER } from './gauge-bands';
import { InspectionAreas } from './InspectionAreas';
import * as styles from './InspectionReport.css';
import { WheelCard } from './WheelCard';

type Inspection = NonNullable<CarDetail['inspection']>;

const dateFormat = (locale: string) => new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-DO', { dateStyle: 'long' });

export function InspectionReport({ inspection, locale }: { inspection: Inspection; locale: string }) {
  const wheels = [...inspection.wheels].sort((a, b) => WHEEL_ORDER.indexOf(a.position as never) - WHEEL_ORDER.indexOf(b.position as never));
  const date = dateFormat(locale).format(new Date(inspection.inspectedAt));
  const points = inspection.pointCount;
  const score = inspection.score;
  return (
    <section className={section.card} aria-labelledby="car-inspection-title">
      <div className={styles.summary}>
        <span className={styles.score} aria-hidden="true">
          {score}
        </span>
        <div>
          <h2 id="car-inspection-title" className={section.title}>
            <Trans>Reporte de inspección</Trans>
          </h2>
          <p className={section.muted}>
            <Trans>
              {points} puntos revisados el {date}. Puntuación: {score} de 100.
            </Trans>
          </p>
        </div>
      </div>
      <h3 className={styles.subheading}>
        <Trans>Gomas y frenos</Trans>
      </h3>
      <p className={styles.legend}>
        <Trans>Banda: buena desde 4 mm, cambiar por debajo de 1.6 mm (mínimo legal). Frenos: buenos desde 6 mm, cambiar por debajo de 3 mm.</Trans>
      </p>
      <div className={styles.wheels}>
        {wheels.map((wheel) => (
          <WheelCard key={wheel.position} wheel={wheel} />
        ))}
      </div>
      <InspectionAreas areas={inspection.areas} locale={locale} />
    </section>
  );
}
