import type { Grille } from './faces.ts';
import { frame } from './frontal.ts';

/** Where a grille may go on the car's nose, in px from the centre line and above the floor. */
export interface NoseBox {
  /** Half the width at the fenders. */
  w: number;
  /** Top of the grille area, just under the bonnet edge. */
  top: number;
  /** Bottom of the grille area, where the bumper starts. */
  bottom: number;
  /** Colour of the surrounds: chrome or the paint's dark tone. */
  trim: string;
}

const DARK = '#141619';
const shape = (leftHalf: [number, number, number][]) => frame.symmetric(leftHalf);
const outline = (d: string, trim: string, width = 5) => `<path d="${d}" fill="${DARK}" stroke="${trim}" stroke-width="${width}" stroke-linejoin="round"/>`;
const bars = (half: number, top: number, bottom: number, count: number, colour: string) =>
  Array.from({ length: count }, (_, i) => {
    const height = top - ((i + 1) * (top - bottom)) / (count + 1);
    return `<line x1="${frame.x(half)}" y1="${frame.y(height)}" x2="${frame.mirrorX(half)}" y2="${frame.y(height)}" stroke="${colour}" stroke-width="4"/>`;
  }).join('');
const slats = (from: number, to: number, top: number, bottom: number, count: number, colour: string) =>
  Array.from({ length: count }, (_, i) => {
    const x = from + ((i + 0.5) * (to - from)) / count;
    return `<line x1="${x}" y1="${frame.y(top - 6)}" x2="${x}" y2="${frame.y(bottom + 6)}" stroke="${colour}" stroke-width="3"/>`;
  }).join('');

const grilles: Record<Grille, (box: NoseBox) => string> = {
  kidney: ({ w, top, trim }) => {
    const kidney = (side: -1 | 1) => {
      const inner = 640 + side * 8;
      const outer = 640 + side * w * 0.2;
      const [left, right] = side < 0 ? [outer, inner] : [inner, outer];
      return `<rect x="${left}" y="${frame.y(top)}" width="${right - left}" height="${w * 0.22}" rx="${w * 0.05}" fill="${DARK}" stroke="${trim}" stroke-width="6"/>${slats(left, right, top, top - w * 0.22, 6, '#4a4f56')}`;
    };
    return kidney(-1) + kidney(1);
  },
  spindle: ({ w, top, bottom, trim }) =>
    outline(shape([[0, top, 0], [w * 0.3, top, 10], [w * 0.2, (top + bottom) / 2 + 10, 16], [w * 0.42, bottom - 30, 14], [0, bottom - 34, 0]]), trim, 6) +
    bars(w * 0.26, top, bottom - 30, 6, '#3c4148'),
  trapezoid: ({ w, top, bottom, trim }) =>
    outline(shape([[0, top, 0], [w * 0.36, top, 8], [w * 0.33, top - 26, 8], [0, top - 26, 0]]), trim, 4) +
    outline(shape([[0, bottom + 8, 0], [w * 0.4, bottom + 8, 10], [w * 0.56, bottom - 44, 12], [0, bottom - 44, 0]]), '#30343a', 3) +
    bars(w * 0.46, bottom + 8, bottom - 44, 3, '#3c4148'),
  slots: ({ w, top, bottom, trim }) => {
    const half = w - 130;
    const width = (2 * half - 28) / 7;
    return `<path d="${shape([[0, top, 0], [half, top, 10], [half - 14, bottom, 14], [0, bottom, 0]])}" fill="none" stroke="${trim}" stroke-width="3"/>` +
      Array.from({ length: 7 }, (_, i) => `<rect x="${640 - half + 14 + i * width}" y="${frame.y(top - 8)}" width="${width - 10}" height="${top - bottom - 16}" rx="6" fill="#0b0c0e"/>`).join('');
  },
  star: ({ w, top, bottom, trim }) =>
    outline(shape([[0, top, 0], [w * 0.5, top, 14], [w * 0.46, bottom, 14], [0, bottom, 0]]), trim, 6) +
    bars(w * 0.46, top, bottom, 2, trim),
  slim: ({ w, top, trim }) =>
    outline(shape([[0, top, 0], [w * 0.42, top - 4, 10], [w * 0.38, top - 40, 10], [0, top - 42, 0]]), trim, 4) +
    `<rect x="${frame.x(w * 0.4)}" y="${frame.y(top - 12)}" width="${w * 0.8}" height="9" rx="4" fill="${trim}"/>`,
  mesh: ({ w, top, bottom, trim }) => {
    const half = w * 0.62;
    const cells = Array.from({ length: 9 }, (_, i) => {
      const x = frame.x(half) + ((i + 1) * 2 * half) / 10;
      return `<line x1="${x}" y1="${frame.y(top - 4)}" x2="${x}" y2="${frame.y(bottom - 16)}" stroke="#3a3f46" stroke-width="3"/>`;
    }).join('');
    return outline(shape([[0, top + 6, 0], [half, top + 6, 10], [half, bottom - 20, 10], [0, bottom - 20, 0]]), trim, 8) +
      cells + bars(half, top + 6, bottom - 20, 3, '#3a3f46') +
      `<rect x="${frame.x(half)}" y="${frame.y((top + bottom) / 2 + 4)}" width="${2 * half}" height="20" fill="${trim}"/>`;
  },
  shield: ({ w, top, bottom, trim }) =>
    outline(shape([[0, top, 0], [w * 0.42, top, 12], [w * 0.38, bottom + 10, 20], [w * 0.16, bottom - 24, 14], [0, bottom - 26, 0]]), trim, 6) +
    bars(w * 0.34, top, bottom, 3, '#3c4148'),
  'v-motion': ({ w, top, bottom, trim }) =>
    outline(shape([[0, top, 0], [w * 0.4, top, 10], [w * 0.3, bottom, 14], [0, bottom, 0]]), '#2b2f34', 3) +
    `<path d="M${frame.x(w * 0.38)},${frame.y(top - 6)} L640,${frame.y(bottom + 4)} L${frame.mirrorX(w * 0.38)},${frame.y(top - 6)}" fill="none" stroke="${trim}" stroke-width="12" stroke-linejoin="round"/>`,
  hexagon: ({ w, top, bottom, trim }) =>
    outline(shape([[0, top, 0], [w * 0.36, top, 6], [w * 0.5, (top + bottom) / 2, 8], [w * 0.4, bottom - 16, 8], [0, bottom - 16, 0]]), trim, 5) +
    bars(w * 0.42, top, bottom - 16, 5, '#3a3f46'),
};

/** The grille of this family on the nose box. */
export const drawGrille = (grille: Grille, box: NoseBox): string => grilles[grille](box);

/** A small emblem at the grille's centre, by brand. */
export function badge(brand: string, cy: number): string {
  if (brand === 'bmw') return `<circle cx="640" cy="${cy}" r="17" fill="#1c3f94" stroke="#e8ebee" stroke-width="4"/><path d="M640,${cy - 13} A13,13 0 0 1 653,${cy} L640,${cy} Z M640,${cy + 13} A13,13 0 0 1 627,${cy} L640,${cy} Z" fill="#ffffff"/>`;
  if (brand === 'mercedes-benz') {
    const arm = (angle: number) => `<path d="M640,${cy} L${640 + 24 * Math.sin(angle)},${cy - 24 * Math.cos(angle)}" stroke="#dfe3e8" stroke-width="6" stroke-linecap="round"/>`;
    return `<circle cx="640" cy="${cy}" r="28" fill="none" stroke="#dfe3e8" stroke-width="4"/>${[0, (2 * Math.PI) / 3, (4 * Math.PI) / 3].map(arm).join('')}`;
  }
  if (brand === 'chevrolet') return `<path d="M614,${cy - 6} L630,${cy - 6} L632,${cy - 12} L648,${cy - 12} L650,${cy - 6} L666,${cy - 6} L662,${cy + 6} L648,${cy + 6} L646,${cy + 12} L630,${cy + 12} L628,${cy + 6} L612,${cy + 6} Z" fill="#d8b24a" stroke="#8a6d22" stroke-width="2"/>`;
  if (brand === 'ford') return `<ellipse cx="640" cy="${cy}" rx="30" ry="14" fill="#1f3f8f" stroke="#e6e9ec" stroke-width="3"/>`;
  if (brand === 'jeep') return '';
  return `<ellipse cx="640" cy="${cy}" rx="22" ry="13" fill="#d7dbe0" stroke="#7f868e" stroke-width="2"/>`;
}
