import { paint } from './color.ts';
import type { SideShape } from './side-shapes.ts';

interface Frame {
  x: (at: number) => number;
  y: (height: number) => number;
}

/** Details particular to some bodies, drawn over the painted outline. */
export function sideExtras(shape: SideShape, hex: string, { x, y }: Frame): string {
  const colours = paint(hex);
  const roof = Math.max(...shape.body.map(([, height]) => height));
  const mirrorAt = shape.glass[0]?.[0] ?? 0.3;
  const parts: string[] = [];
  if (shape.glass.length > 0 && !shape.extras?.includes('box')) {
    parts.push(`<path d="M${x(mirrorAt) + 4},${y(shape.beltline + 4)} l-30,6 q-8,14 4,22 l30,-4 Z" fill="${colours.base}" stroke="${colours.deep}" stroke-width="2"/>`);
  }
  for (const extra of shape.extras ?? []) {
    if (extra === 'rails') {
      parts.push(`<rect x="${x(0.5)}" y="${y(roof + 9)}" width="${shape.length * 0.36}" height="7" rx="3" fill="#2a2d31"/>`);
    }
    if (extra === 'bed') {
      parts.push(`<rect x="${x(0.6)}" y="${y(206)}" width="${shape.length * 0.395}" height="8" rx="3" fill="${colours.deep}"/>`);
      parts.push(`<line x1="${x(0.6)}" y1="${y(200)}" x2="${x(0.6)}" y2="${y(70)}" stroke="${colours.deep}" stroke-width="3"/>`);
    }
    if (extra === 'spare') {
      parts.push(`<rect x="${x(1) - 6}" y="${y(290)}" width="34" height="170" rx="14" fill="#17191c"/>`);
    }
    if (extra === 'open-top') {
      parts.push(`<path d="M${x(0.52)},${y(158)} q6,-58 40,-60 q20,4 20,60 Z" fill="#25272b"/>`);
      parts.push(`<path d="M${x(0.64)},${y(158)} q6,-52 38,-54 q20,4 20,54 Z" fill="#25272b"/>`);
    }
    if (extra === 'box') {
      parts.push(`<rect x="${x(0.27)}" y="${y(432)}" width="${shape.length * 0.72}" height="350" rx="6" fill="#ffffff" opacity="0.12"/>`);
      parts.push(`<line x1="${x(0.258)}" y1="${y(440)}" x2="${x(0.258)}" y2="${y(80)}" stroke="${colours.deep}" stroke-width="4"/>`);
    }
    if (extra === 'atv') {
      parts.push(`<rect x="${x(0.47)}" y="${y(272)}" width="${shape.length * 0.3}" height="26" rx="12" fill="#1f2124"/>`);
      parts.push(`<path d="M${x(0.4)},${y(222)} L${x(0.36)},${y(300)} l-30,4" fill="none" stroke="#2a2d31" stroke-width="10" stroke-linecap="round"/>`);
    }
  }
  return parts.join('');
}
