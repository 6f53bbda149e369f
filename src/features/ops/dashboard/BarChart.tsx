import { useId } from 'react';
import * as styles from './Dashboard.css';

export type Bar = { key: string; label: string; value: number; tone?: 'normal' | 'warning' | 'danger' };

const ROW = 28;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 130;
const WIDTH = LABEL_WIDTH + BAR_WIDTH + 50;

const TONES = { normal: styles.bar, warning: styles.barWarning, danger: styles.barDanger };

/**
 * Horizontal bars drawn as inline SVG, each with its label and figure in text: an image named by
 * `title` whose description lists every bar, so a screen reader hears the figures, not the shapes.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const id = useId();
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`} className={styles.chart} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{bars.map((bar) => `${bar.label}: ${bar.value}`).join('; ')}</desc>
      {bars.map((bar, index) => {
        const y = index * ROW;
        const width = (bar.value / largest) * BAR_WIDTH;
        return (
          <g key={bar.key} data-bar={bar.key}>
            <text x={0} y={y + ROW / 2} dominantBaseline="middle" className={styles.chartLabel}>
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 6} width={BAR_WIDTH} height={ROW - 12} rx={3} className={styles.track} />
            <rect x={LABEL_WIDTH} y={y + 6} width={width} height={ROW - 12} rx={3} className={TONES[bar.tone ?? 'normal']} />
            <text x={LABEL_WIDTH + BAR_WIDTH + 8} y={y + ROW / 2} dominantBaseline="middle" className={styles.chartValue}>
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
