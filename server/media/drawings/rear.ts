import { paint } from './color.ts';
import { frame, frontalBody, plate } from './frontal.ts';
import { frontalShapeOf } from './front.ts';
import type { Look } from './look.ts';

/** The car from behind: tail lights, boot or tailgate, plate, bumper and exhausts over the shared body. */
export function drawRear(look: Look): string {
  const { hex } = look;
  const shape = frontalShapeOf(look);
  const colours = paint(hex);
  const { halfWidth: w, shoulder: s, clearance: c } = shape;
  const lampTop = s - 8;
  const lampBottom = shape.rear === 'boot' ? s - 62 : s - 96;
  const tailLight = (side: -1 | 1) =>
    `<path d="M${640 + side * (w - 6)},${frame.y(lampTop)} L${640 + side * (w * 0.62)},${frame.y(lampTop - 6)} L${640 + side * (w * 0.64)},${frame.y(lampTop - 30)} L${640 + side * (w - 4)},${frame.y(lampBottom)} Z" fill="url(#tail)" stroke="#3a0d10" stroke-width="3" stroke-linejoin="round"/>
     <line x1="${640 + side * (w - 16)}" y1="${frame.y(lampTop - 14)}" x2="${640 + side * (w * 0.66)}" y2="${frame.y(lampTop - 18)}" stroke="#ffb3ad" stroke-width="3" stroke-linecap="round"/>`;
  const gate = {
    boot: `<path d="M${640 - w * 0.6},${frame.y(s - 8)} L${640 + w * 0.6},${frame.y(s - 8)}" stroke="${colours.deep}" stroke-width="3"/>`,
    hatch: `<path d="M${640 - w * 0.6},${frame.y(s - 70)} L${640 + w * 0.6},${frame.y(s - 70)}" stroke="${colours.deep}" stroke-width="3"/>`,
    spare: `<circle cx="640" cy="${frame.y(s - 10)}" r="92" fill="url(#tyre)"/><circle cx="640" cy="${frame.y(s - 10)}" r="52" fill="url(#rim-dark)"/><circle cx="640" cy="${frame.y(s - 10)}" r="16" fill="#2d3136"/>`,
    tailgate: `<rect x="${640 - w * 0.86}" y="${frame.y(s - 14)}" width="${w * 1.72}" height="${s - c - 80}" rx="8" fill="none" stroke="${colours.deep}" stroke-width="3"/><rect x="616" y="${frame.y(s - 40)}" width="48" height="14" rx="6" fill="#25282c"/>`,
    doors: `<line x1="640" y1="${frame.y(shape.roof - 10)}" x2="640" y2="${frame.y(c + 60)}" stroke="${colours.deep}" stroke-width="4"/><rect x="600" y="${frame.y(s - 30)}" width="30" height="12" rx="5" fill="#25282c"/><rect x="650" y="${frame.y(s - 30)}" width="30" height="12" rx="5" fill="#25282c"/>`,
  }[shape.rear];
  return `${frontalBody(shape, hex, 'rear')}
  <defs>
    <linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b61"/><stop offset="0.5" stop-color="#d41f2a"/><stop offset="1" stop-color="#7c0d14"/></linearGradient>
    <radialGradient id="tyre" cx="0.5" cy="0.5" r="0.5"><stop offset="0.6" stop-color="#2b2d31"/><stop offset="1" stop-color="#0c0d0f"/></radialGradient>
    <radialGradient id="rim-dark" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#8a9097"/><stop offset="1" stop-color="#2c3035"/></radialGradient>
  </defs>
  ${gate}
  ${tailLight(-1)}${tailLight(1)}
  ${shape.openTop ? '' : `<rect x="600" y="${frame.y(shape.roof + 2)}" width="80" height="8" rx="4" fill="#c21c26"/>`}
  ${shape.rear === 'spare' ? plate(frame.y(c + 100)) : plate(frame.y(s - 80))}
  <rect x="${640 - w + 10}" y="${frame.y(c + 46)}" width="${2 * w - 20}" height="44" rx="16" fill="${colours.deep}"/>
  <rect x="${640 - w * 0.8}" y="${frame.y(c + 30)}" width="${w * 1.6}" height="10" rx="5" fill="#15171a"/>
  ${[-1, 1].map((side) => `<rect x="${640 + side * (w * 0.82) - 20}" y="${frame.y(c + 40)}" width="40" height="8" rx="4" fill="#8d1118"/>`).join('')}
  <ellipse cx="${640 + w * 0.55}" cy="${frame.y(c + 4)}" rx="18" ry="10" fill="#2b2e33" stroke="#aab0b7" stroke-width="3"/>`;
}
