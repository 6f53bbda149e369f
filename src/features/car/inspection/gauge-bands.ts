export type Band = 'good' | 'fair' | 'replace';

export type GaugeScale = {
  /** Where the drawn scale ends: a new part. */
  max: number;
  /** At or above: good. */
  goodFrom: number;
  /** At or above (and below goodFrom): fair; below it: replace. */
  fairFrom: number;
};

// DOMAIN.md: tread is ≈ 8 mm new and 1.6 mm is the legal minimum; pads are 10–12 mm new and due below 3 mm.
export const TREAD_SCALE: GaugeScale = { max: 10, goodFrom: 4, fairFrom: 1.6 };
export const BRAKE_SCALE: GaugeScale = { max: 12, goodFrom: 6, fairFrom: 3 };

export function bandOf(valueMm: number, scale: GaugeScale): Band {
  if (valueMm >= scale.goodFrom) return 'good';
  if (valueMm >= scale.fairFrom) return 'fair';
  return 'replace';
}

/** Share of the scale filled, clamped, for the gauge's bar. */
export const fillRatio = (valueMm: number, scale: GaugeScale): number => Math.min(1, Math.max(0, valueMm / scale.max));

/** Wheels in the order a mechanic reads them: front pair, then back pair. */
export const WHEEL_ORDER = ['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'] as const;
