const THOUSAND = 1_000;
const MILLION = 1_000_000;

function withOneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/**
 * Short form for counts and amounts in tight spaces (SPEC §9): 1,500 → '1.5K', 2,000,000 → '2M'.
 * Exact thousands and millions take the suffix too, so 1,000 reads '1K' rather than '1000'.
 */
export function abbreviateNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  // 999,960 rounds to 1,000.0K; it must read 1M instead.
  if (size >= MILLION || Math.round((size / THOUSAND) * 10) / 10 >= THOUSAND) {
    return `${sign}${withOneDecimal(size / MILLION)}M`;
  }
  if (size >= THOUSAND) return `${sign}${withOneDecimal(size / THOUSAND)}K`;
  return `${sign}${withOneDecimal(size)}`;
}
