import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CarDetail } from '../api/car-query';
import { BRAKE_SCALE, TREAD_SCALE } from './gauge-bands';
import * as styles from './InspectionReport.css';
import { WheelGauge } from './WheelGauge';

type Wheel = NonNullable<CarDetail['inspection']>['wheels'][number];

export const WHEEL_NAMES: Record<string, MessageDescriptor> = {
  LEFT_FRONT: msg`Delantera izquierda`,
  RIGHT_FRONT: msg`Delantera derecha`,
  LEFT_BACK: msg`Trasera izquierda`,
  RIGHT_BACK: msg`Trasera derecha`,
};

export function WheelCard({ wheel }: { wheel: Wheel }) {
  const { t } = useLingui();
  const name = WHEEL_NAMES[wheel.position];
  const wheelName = name ? t(name) : wheel.position;
  return (
    <figure className={styles.wheel}>
      <figcaption className={styles.wheelName}>{wheelName}</figcaption>
      <WheelGauge label={t`Profundidad de la banda, ${wheelName}`} caption={t`Banda de rodadura`} valueMm={wheel.treadDepthMm} scale={TREAD_SCALE} />
      <WheelGauge label={t`Pastillas de freno, ${wheelName}`} caption={t`Pastillas de freno`} valueMm={wheel.brakePadMm} scale={BRAKE_SCALE} />
    </figure>
  );
}
