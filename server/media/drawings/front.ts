import { paint } from './color.ts';
import { frame, frontalBody, plate } from './frontal.ts';
import { frontalShapeFor } from './frontal-shapes.ts';

/** The car head-on: headlights, grille, bumper intake, fog lights and plate over the shared body. */
export function drawFront(bodyStyle: string, hex: string): string {
  const shape = frontalShapeFor(bodyStyle);
  const colours = paint(hex);
  const { halfWidth: w, shoulder: s, clearance: c } = shape;
  const lampOuter = w - 22;
  const lampInner = shape.grille === 'slots' ? w - 96 : w * 0.46;
  const headlight = (side: -1 | 1) =>
    shape.grille === 'slots'
      ? `<circle cx="${640 + side * (w - 62)}" cy="${frame.y(s - 58)}" r="38" fill="url(#lamp)" stroke="#2a2d31" stroke-width="6"/><circle cx="${640 + side * (w - 62)}" cy="${frame.y(s - 58)}" r="16" fill="#ffffff" opacity="0.9"/>`
      : `<path d="M${640 + side * lampOuter},${frame.y(s - 22)} L${640 + side * lampInner},${frame.y(s - 34)} L${640 + side * (lampInner + 10)},${frame.y(s - 64)} L${640 + side * (lampOuter - 6)},${frame.y(s - 58)} Z" fill="url(#lamp)" stroke="#2a2d31" stroke-width="3" stroke-linejoin="round"/>
         <line x1="${640 + side * (lampOuter - 10)}" y1="${frame.y(s - 30)}" x2="${640 + side * (lampInner + 8)}" y2="${frame.y(s - 40)}" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`;
  const grilleHalf = shape.grille === 'slots' ? w - 130 : shape.grille === 'slim' ? w * 0.4 : w * 0.5;
  const grilleTop = s - 30;
  const grilleBottom = shape.grille === 'slim' ? s - 78 : s - 118;
  const grille = frame.symmetric([[0, grilleTop, 0], [grilleHalf, grilleTop, 10], [grilleHalf - 14, grilleBottom, 14], [0, grilleBottom, 0]]);
  const bars =
    shape.grille === 'slots'
      ? Array.from({ length: 7 }, (_, i) => `<rect x="${640 - grilleHalf + 14 + i * ((2 * grilleHalf - 28) / 7)}" y="${frame.y(grilleTop - 8)}" width="${(2 * grilleHalf - 28) / 7 - 10}" height="${grilleTop - grilleBottom - 16}" rx="6" fill="#0b0c0e"/>`).join('')
      : Array.from({ length: 4 }, (_, i) => `<line x1="${640 - grilleHalf + 10}" y1="${frame.y(grilleTop - 10 - i * ((grilleTop - grilleBottom - 14) / 4))}" x2="${640 + grilleHalf - 10}" y2="${frame.y(grilleTop - 10 - i * ((grilleTop - grilleBottom - 14) / 4))}" stroke="#3b3f45" stroke-width="4"/>`).join('');
  return `${frontalBody(shape, hex, 'windscreen')}
  <defs><linearGradient id="lamp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#d5e0ea"/><stop offset="1" stop-color="#8d9aa6"/></linearGradient></defs>
  <path d="${grille}" fill="#17191c" stroke="#9aa1a9" stroke-width="4"/>${bars}
  <ellipse cx="640" cy="${frame.y((grilleTop + grilleBottom) / 2)}" rx="24" ry="14" fill="#d7dbe0" stroke="#7f868e" stroke-width="2"/>
  ${headlight(-1)}${headlight(1)}
  <rect x="${640 - w * 0.56}" y="${frame.y(c + 64)}" width="${w * 1.12}" height="46" rx="20" fill="#15171a"/>
  ${[-1, 1].map((side) => `<circle cx="${640 + side * (w * 0.74)}" cy="${frame.y(c + 44)}" r="14" fill="#f4f1de" stroke="#2a2d31" stroke-width="4"/>`).join('')}
  ${plate(frame.y(c + 58))}
  <path d="M${640 - w + 20},${frame.y(c + 4)} L${640 + w - 20},${frame.y(c + 4)}" stroke="${colours.deep}" stroke-width="8" stroke-linecap="round"/>`;
}
