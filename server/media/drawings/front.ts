import { paint } from './color.ts';
import { type Face, faceFor } from './faces.ts';
import { frame, frontalBody, plate } from './frontal.ts';
import { frontalShapeFor, type FrontalShape } from './frontal-shapes.ts';
import { badge, drawGrille } from './grilles.ts';
import type { Look, PartOptions } from './look.ts';
import { proportionedFrontal } from './proportions.ts';

const LAMP_DEFS = `<defs><linearGradient id="lamp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#d5e0ea"/><stop offset="1" stop-color="#8d9aa6"/></linearGradient></defs>`;

/** One headlight (side -1 left, 1 right) in the brand's outline, just under the bonnet edge. */
function headlight(face: Face, shape: FrontalShape, side: -1 | 1): string {
  const { halfWidth: w, shoulder: s } = shape;
  const at = (fromCentre: number, height: number) => `${640 + side * fromCentre},${frame.y(height)}`;
  const lamp = (points: string[]) => `<path d="M${points.join(' L')} Z" fill="url(#lamp)" stroke="#2a2d31" stroke-width="3" stroke-linejoin="round"/>`;
  switch (face.lamps) {
    case 'round':
      return `<circle cx="${640 + side * (w - 62)}" cy="${frame.y(s - 58)}" r="38" fill="url(#lamp)" stroke="#2a2d31" stroke-width="6"/><circle cx="${640 + side * (w - 62)}" cy="${frame.y(s - 58)}" r="16" fill="#ffffff" opacity="0.9"/>`;
    case 'slim':
      return lamp([at(w - 18, s - 24), at(w * 0.44, s - 30), at(w * 0.46, s - 48), at(w - 26, s - 46)]);
    case 'square':
      return lamp([at(w - 18, s - 22), at(w * 0.64, s - 22), at(w * 0.64, s - 76), at(w - 18, s - 76)]) +
        `<line x1="${640 + side * (w - 26)}" y1="${frame.y(s - 49)}" x2="${640 + side * (w * 0.66)}" y2="${frame.y(s - 49)}" stroke="#f2b33d" stroke-width="5"/>`;
    case 'arrow':
      return lamp([at(w - 18, s - 20), at(w * 0.5, s - 34), at(w * 0.44, s - 46), at(w * 0.54, s - 60), at(w - 24, s - 58)]) +
        `<path d="M${at(w - 28, s - 50)} L${at(w * 0.56, s - 52)} L${at(w * 0.5, s - 40)}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`;
    default:
      return lamp([at(w - 22, s - 22), at(w * 0.46, s - 34), at(w * 0.46 + 10, s - 64), at(w - 28, s - 58)]) +
        `<line x1="${640 + side * (w - 32)}" y1="${frame.y(s - 30)}" x2="${640 + side * (w * 0.46 + 8)}" y2="${frame.y(s - 40)}" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`;
  }
}

/** The head-on template at the look's proportions. */
export const frontalShapeOf = ({ bodyStyle, dimensions }: Look): FrontalShape => proportionedFrontal(frontalShapeFor(bodyStyle), bodyStyle, dimensions);

/** The car head-on: the brand's grille and lamps, bumper intake, fog lights and plate over the shared body. */
export function drawFront(look: Look, options: PartOptions = {}): string {
  const shape = frontalShapeOf(look);
  if (options.part === 'cabin') return frontalBody(shape, look.hex, 'windscreen', options);
  const face = faceFor(look.brand, look.bodyStyle);
  const colours = paint(look.hex);
  const { halfWidth: w, shoulder: s, clearance: c } = shape;
  const top = s - 30;
  const bottom = shape.grille === 'slim' ? s - 84 : s - 118;
  const trim = face.chrome ? '#c9ced4' : colours.deep;
  const emblemY = face.grille === 'kidney' ? frame.y(s - 8) : frame.y(face.grille === 'trapezoid' ? top - 13 : (top + bottom) / 2);
  return `${frontalBody(shape, look.hex, 'windscreen', options)}
  ${LAMP_DEFS}
  ${drawGrille(face.grille, { w, top, bottom, trim })}
  ${badge(look.brand, emblemY)}
  ${headlight(face, shape, -1)}${headlight(face, shape, 1)}
  <rect x="${640 - w * 0.56}" y="${frame.y(c + 64)}" width="${w * 1.12}" height="46" rx="20" fill="#15171a"/>
  ${[-1, 1].map((side) => `<circle cx="${640 + side * (w * 0.74)}" cy="${frame.y(c + 44)}" r="14" fill="#f4f1de" stroke="#2a2d31" stroke-width="4"/>`).join('')}
  ${plate(frame.y(c + 58))}
  <path d="M${640 - w + 20},${frame.y(c + 4)} L${640 + w - 20},${frame.y(c + 4)}" stroke="${colours.deep}" stroke-width="8" stroke-linecap="round"/>`;
}
