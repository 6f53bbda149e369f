/** WCAG 2 contrast ratio of two #rrggbb colours; NaN when either is not one. */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return Number.NaN;
  const channels = [0, 2, 4].map((start) => parseInt(match[1]!.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The offer's own colours when they are readable (4.5:1); otherwise the design system's offer tone. */
export function readableOfferColors(background: string | null, text: string | null): { background: string; text: string } | undefined {
  if (!background || !text) return undefined;
  return contrastRatio(background, text) >= 4.5 ? { background, text } : undefined;
}
