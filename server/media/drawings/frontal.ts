import { paint } from './color.ts';
import { mirrored, roundedPath } from './path.ts';
import { GROUND, groundShadow } from './scene.ts';
import type { FrontalShape } from './frontal-shapes.ts';
import type { PartOptions } from './look.ts';

const CENTER = 640;

/** Canvas helpers for symmetric views: `x(d)` is d px left of the centre line, `y(h)` h px above the floor. */
export const frame = {
  x: (fromCentre: number) => CENTER - fromCentre,
  mirrorX: (fromCentre: number) => CENTER + fromCentre,
  y: (height: number) => GROUND - height,
  symmetric: (leftHalf: [fromCentre: number, height: number, r: number][]) =>
    roundedPath(mirrored(leftHalf.map(([d, h, r]) => ({ x: CENTER - d, y: GROUND - h, r })), CENTER)),
};

/** A blank Dominican plate: white with a blue band along the top. */
export const plate = (top: number) =>
  `<rect x="576" y="${top}" width="128" height="34" rx="4" fill="#f7f8f9" stroke="#5f666e" stroke-width="2"/><rect x="578" y="${top + 2}" width="124" height="7" fill="#2b5aa8"/>`;

/** A wing mirror sticking out of the cabin's base on one side (-1 left, 1 right). */
function mirror(x: number, y: number, side: number, colours: ReturnType<typeof paint>): string {
  const points = [[x, y], [x + side * 44, y - 4], [x + side * 48, y + 24], [x + side * 6, y + 22]];
  return `<path d="M${points.map(([px, py]) => `${px},${py}`).join(' L')} Z" fill="${colours.base}" stroke="${colours.deep}" stroke-width="2" stroke-linejoin="round"/>`;
}

/**
 * Tyres, painted body and cabin with its glass, shared by the front and rear views. The lower part
 * alone leaves out the right tyre: in the three-quarter view the profile's front wheel is that tyre.
 */
export function frontalBody(shape: FrontalShape, hex: string, glassTone: 'windscreen' | 'rear', { shadow = true, part = 'whole' }: PartOptions = {}): string {
  // The cabin part is drawn beside the lower part of the same car, which defines the shared gradients.
  const colours = paint(hex);
  const { halfWidth: w, shoulder, roof, roofHalfWidth: rw, clearance } = shape;
  const tyreX = w - shape.tyreWidth / 2 - 18;
  const body = frame.symmetric([[0, clearance, 0], [w - 24, clearance, 18], [w + 2, clearance + 40, 24], [w + 4, shoulder - 46, 30], [w - 12, shoulder, 26], [0, shoulder + 6, 0]]);
  const cabin = shape.openTop
    ? frame.symmetric([[0, shoulder, 0], [w * 0.8, shoulder, 6], [rw, roof, 8], [rw - 12, roof, 4], [w * 0.8 - 16, shoulder + 8, 4], [0, shoulder + 8, 0]])
    : frame.symmetric([[0, shoulder, 0], [w * 0.86, shoulder, 10], [rw, roof - 4, 30], [rw - 30, roof + 4, 20], [0, roof + 6, 0]]);
  const glassTop = glassTone === 'rear' ? roof - 20 : roof - 14;
  const glassBottom = glassTone === 'rear' ? shoulder + (roof - shoulder) * 0.38 : shoulder + 10;
  const glassWidthBottom = glassTone === 'rear' ? rw + (w * 0.8 - rw) * 0.6 : w * 0.78;
  const glass = shape.openTop
    ? ''
    : frame.symmetric([[0, glassBottom, 0], [glassWidthBottom, glassBottom, 8], [rw - 14, glassTop, 16], [0, glassTop + 4, 0]]);
  const tyre = (x: number) =>
    `<rect x="${x - shape.tyreWidth / 2}" y="${frame.y(shape.tyreHeight)}" width="${shape.tyreWidth}" height="${shape.tyreHeight}" rx="18" fill="url(#tyre-face)"/>`;
  return `
  ${part === 'cabin' ? '' : `<defs>
    <linearGradient id="body-paint" gradientUnits="userSpaceOnUse" x1="0" y1="${frame.y(roof)}" x2="0" y2="${GROUND}">
      <stop offset="0" stop-color="${colours.light}"/><stop offset="0.35" stop-color="${colours.highlight}"/>
      <stop offset="0.5" stop-color="${colours.base}"/><stop offset="0.85" stop-color="${colours.dark}"/><stop offset="1" stop-color="${colours.deep}"/>
    </linearGradient>
    <linearGradient id="side-shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.18" stop-color="#000" stop-opacity="0"/>
      <stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/>
    </linearGradient>
    <linearGradient id="tyre-face" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0e0f11"/><stop offset="0.5" stop-color="#2a2c30"/><stop offset="1" stop-color="#0e0f11"/></linearGradient>
    <linearGradient id="glass-face" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#55667a"/><stop offset="0.6" stop-color="#1f2832"/><stop offset="1" stop-color="#10151b"/></linearGradient>
  </defs>`}
  ${part === 'cabin' ? '' : `${shadow ? groundShadow(CENTER, w * 1.12, [{ x: frame.x(tyreX), width: shape.tyreWidth * 0.8 }, { x: frame.mirrorX(tyreX), width: shape.tyreWidth * 0.8 }]) : ''}
  ${tyre(frame.x(tyreX))}${part === 'lower' ? '' : tyre(frame.mirrorX(tyreX))}`}
  ${part === 'lower' ? '' : `<path d="${cabin}" fill="url(#body-paint)" stroke="${colours.deep}" stroke-width="2"/>
  ${glass ? `<path d="${glass}" fill="url(#glass-face)" stroke="#121417" stroke-width="5" stroke-linejoin="round"/>
  <path d="M${frame.x(rw * 0.2)},${frame.y(glassTop)} L${frame.x(rw * 0.6)},${frame.y(glassTop)} L${frame.x(glassWidthBottom * 0.1)},${frame.y(glassBottom)} L${frame.mirrorX(glassWidthBottom * 0.3)},${frame.y(glassBottom)} Z" fill="#ffffff" opacity="0.1"/>` : ''}`}
  ${part === 'cabin' ? '' : `<path d="${body}" fill="url(#body-paint)" stroke="${colours.deep}" stroke-width="2"/>
  <path d="${body}" fill="url(#side-shade)"/>
  <path d="M${frame.x(w - 20)},${frame.y(shoulder - 6)} Q${CENTER},${frame.y(shoulder + 4)} ${frame.mirrorX(w - 20)},${frame.y(shoulder - 6)}" fill="none" stroke="${colours.highlight}" stroke-width="4" opacity="0.7"/>`}
  ${part === 'lower' ? '' : [-1, 1].map((side) => mirror(CENTER + side * (w * 0.86 - 2), frame.y(shoulder + 22), side, colours)).join('')}`;}
