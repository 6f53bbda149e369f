const channel = (hex: string, offset: number) => {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The offer's own colours when they stay readable (WCAG AA, 4.5:1); otherwise the badge's default tone. */
export function readableColours(background?: string | null, text?: string | null): { background: string; text: string } | undefined {
  if (!background || !text || !HEX.test(background) || !HEX.test(text)) return undefined;
  return contrastRatio(background, text) >= 4.5 ? { background, text } : undefined;
}
