import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { bandOf, fillRatio, type Band, type GaugeScale } from './gauge-bands';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import * as styles from './WheelGauge.css';

const BAND_LABELS: Record<Band, MessageDescriptor> = { good: msg`Bueno`, fair: msg`Regular`, replace: msg`Cambiar` };

const mm = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Props = { label: string; caption: string; valueMm: number; scale: GaugeScale };

/**
 * One measurement as a horizontal bar over the replace / fair / good bands. A native meter with its
 * text value, and the visible figures, carry everything the colours say, so nothing depends on seeing them.
 */
export function WheelGauge({ label, caption, valueMm, scale }: Props) {
  const { t } = useLingui();
  const band = bandOf(valueMm, scale);
  const value = mm.format(valueMm);
  const bandLabel = t(BAND_LABELS[band]);
  const x = (mmValue: number) => (Math.min(mmValue, scale.max) / scale.max) * 100;
  return (
    <div className={styles.gauge}>
      <VisuallyHidden>
        <meter
          aria-label={label}
          aria-valuetext={t`${value} mm, ${bandLabel}`}
          min={0}
          max={scale.max}
          low={scale.fairFrom}
          high={scale.goodFrom}
          optimum={scale.max}
          value={valueMm}
        />
      </VisuallyHidden>
      <div className={styles.header}>
        <span className={styles.label}>{caption}</span>
        <span className={styles.value({ band })}>
          {value} mm · {bandLabel}
        </span>
      </div>
      <svg className={styles.svg} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className={styles.zone({ band: 'replace' })} x="0" y="3" width={x(scale.fairFrom)} height="4" />
        <rect className={styles.zone({ band: 'fair' })} x={x(scale.fairFrom)} y="3" width={x(scale.goodFrom) - x(scale.fairFrom)} height="4" />
        <rect className={styles.zone({ band: 'good' })} x={x(scale.goodFrom)} y="3" width={100 - x(scale.goodFrom)} height="4" />
        <rect className={styles.fill({ band })} x="0" y="3" width={fillRatio(valueMm, scale) * 100} height="4" />
        <rect className={styles.marker} x={Math.max(0, fillRatio(valueMm, scale) * 100 - 0.75)} y="0" width="1.5" height="10" />
      </svg>
    </div>
  );
}
