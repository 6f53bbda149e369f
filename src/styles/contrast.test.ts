import { describe, expect, it } from 'vitest';
import { lightColors as color } from './lightColors';

// WCAG 2.x relative luminance and contrast ratio.
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

// Text/background pairs the primitives actually render.
const textPairs: Array<[name: string, text: string, background: string]> = [
  ['body text', color.text, color.surface],
  ['muted text', color.textMuted, color.surface],
  ['muted text on sunken surface', color.textMuted, color.surfaceSunken],
  ['link', color.link, color.surface],
  ['primary button', color.onBrand, color.brand],
  ['primary button hover', color.onBrand, color.brandHover],
  ['accent button', color.onAccent, color.accent],
  ['accent button hover', color.onAccent, color.accentHover],
  ['accent text', color.accentText, color.surface],
  ['danger button', color.onDanger, color.danger],
  ['success fill', color.onSuccess, color.success],
  ['certified badge', color.success, color.successSoft],
  ['info badge and highlighted menu item', color.brand, color.brandSoft],
  ['error message', color.danger, color.surface],
  ['tooltip', color.textInverse, color.surfaceInverse],
];

describe('light theme colour pairs', () => {
  it.each(textPairs)('%s meets WCAG AA for normal text', (_name, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
