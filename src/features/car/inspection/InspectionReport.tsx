import { Trans, useLingui } from '@lingui/react/macro';
import { LoadsWhenIdleOrNear } from '../../../components/deferred/LoadsWhenIdleOrNear';
import { lazyNamed } from '../../../ui/deferPopup';
import type { CarDetail } from '../api/car-query';
import * as section from '../page/section.css';
import { WHEEL_ORDER } from './gauge-bands';
import * as styles from './InspectionReport.css';
import { WheelCard } from './WheelCard';

// The checklist by area sits below the first screen, and its accordion's code (Radix) is needed
// nowhere above it: it comes once the browser is idle after the first paint, or as the visitor nears it.
const InspectionAreas = lazyNamed(() => import('./InspectionAreas'), 'InspectionAreas');
// One closed area's row, so the report keeps its height while the accordion arrives.
const AREA_ROW_REM = 3.5;

type Inspection = NonNullable<CarDetail['inspection']>;

const dateFormat = (locale: string) => new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-DO', { dateStyle: 'long' });

export function InspectionReport({ inspection, locale }: { inspection: Inspection; locale: string }) {
  const { t } = useLingui();
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
      <h3 className={styles.subheading}>
        <Trans>Puntos inspeccionados por área</Trans>
      </h3>
      <LoadsWhenIdleOrNear loadingLabel={t`Cargando los puntos por área`} height={`${inspection.areas.length * AREA_ROW_REM}rem`}>
        <InspectionAreas areas={inspection.areas} locale={locale} />
      </LoadsWhenIdleOrNear>
    </section>
  );
}
