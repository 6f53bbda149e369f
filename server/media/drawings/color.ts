const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
const toHex = (values: number[]) => `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** Mixes `hex` towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(channels(hex).map((value) => value + (target - value) * Math.abs(amount)));
}

/** Relative brightness in [0, 1], to tone highlights down on pale paint and up on dark paint. */
export function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = channels(hex);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

/** The colours one painted surface is drawn with, from light to dark. */
export function paint(hex: string) {
  const pale = luminance(hex) > 0.7;
  return {
    highlight: shade(hex, pale ? 0.6 : 0.38),
    light: shade(hex, pale ? 0.3 : 0.16),
    base: hex,
    dark: shade(hex, pale ? -0.2 : -0.35),
    deep: shade(hex, pale ? -0.42 : -0.62),
  };
}
