import { paint } from './color.ts';
import { type Corner, roundedPath } from './path.ts';
import { GROUND, groundShadow } from './scene.ts';
import type { Look, PartOptions } from './look.ts';
import { proportionedSide } from './proportions.ts';
import { type Point, type SideShape, sideShapeFor } from './side-shapes.ts';
import { sideExtras } from './side-extras.ts';
import { sideWheel, wheelDefs } from './wheel.ts';

// Profiles are drawn at a comfortable size, then enlarged so the car fills the card.
export const SIDE_SCALE = 1.08;

/** Turns the shape's relative points into canvas coordinates, the car centred on the floor. */
export function sideFrame(shape: SideShape) {
  const left = (1280 - shape.length) / 2;
  const x = (at: number) => left + at * shape.length;
  const y = (height: number) => GROUND - height * (shape.heightScale ?? 1);
  const corners = (points: Point[]): Corner[] => points.map(([at, height, r]) => ({ x: x(at), y: y(height), r: r ?? 0 }));
  return { x, y, corners };
}

function paintGradient(id: string, hex: string, shape: SideShape): string {
  const colours = paint(hex);
  const top = Math.max(...shape.body.map(([, height]) => height)) * (shape.heightScale ?? 1);
  const offset = (height: number) => Math.min(1, Math.max(0, (top - height * (shape.heightScale ?? 1)) / top)).toFixed(3);
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${GROUND - top}" x2="0" y2="${GROUND}">
    <stop offset="0" stop-color="${colours.light}"/>
    <stop offset="${offset(shape.beltline + 4)}" stop-color="${colours.highlight}"/>
    <stop offset="${offset(shape.beltline - 22)}" stop-color="${colours.base}"/>
    <stop offset="${offset(shape.beltline * 0.45)}" stop-color="${colours.base}"/>
    <stop offset="${offset(shape.beltline * 0.25)}" stop-color="${colours.dark}"/>
    <stop offset="1" stop-color="${colours.deep}"/>
  </linearGradient>`;
}

const lamp = (corners: (points: Point[]) => Corner[], points: [number, number][]) =>
  roundedPath(corners(points.map(([at, height]) => [at, height, 6] as Point)));

/** The template at the model's proportions. */
export const sideShapeOf = ({ bodyStyle, dimensions }: Look): SideShape => proportionedSide(sideShapeFor(bodyStyle), bodyStyle, dimensions);

/** The car in profile, facing left: paint with a shoulder highlight, glass, pillars, doors, lights and wheels. */
export function drawSide(look: Look, { shadow = true }: PartOptions = {}): string {
  const { hex } = look;
  const shape = sideShapeOf(look);
  const { x, y, corners } = sideFrame(shape);
  const colours = paint(hex);
  const body = roundedPath(corners(shape.body));
  const wheels = shape.axles.map((at) => ({ cx: x(at), cy: GROUND - shape.wheelRadius }));
  const glass = shape.glass.length > 0 ? roundedPath(corners(shape.glass)) : '';
  const [hFrom, hTo, hBottom, hTop] = shape.headlight;
  const [tFrom, tTo, tBottom, tTop] = shape.taillight;
  const doorBottom = y(Math.min(...shape.body.map(([, height]) => height)) + 8);
  return `<g transform="translate(640 ${GROUND}) scale(${SIDE_SCALE}) translate(-640 -${GROUND})">
  <defs>${wheelDefs}${paintGradient('paint', hex, shape)}
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a5868"/><stop offset="0.55" stop-color="#1d2530"/><stop offset="1" stop-color="#0f141a"/></linearGradient>
    <linearGradient id="headlight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#b9c6d2"/></linearGradient>
    <linearGradient id="taillight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a52"/><stop offset="1" stop-color="#8d0f17"/></linearGradient>
    <clipPath id="body-clip"><path d="${body}"/></clipPath>
    ${glass ? `<clipPath id="glass-clip"><path d="${glass}"/></clipPath>` : ''}
  </defs>
  ${shadow ? groundShadow(640, shape.length * 0.56, wheels.map(({ cx }) => ({ x: cx, width: shape.wheelRadius * 1.05 }))) : ''}
  <path d="${body}" fill="url(#paint)"/>
  <g clip-path="url(#body-clip)">
    ${wheels.map(({ cx, cy }) => `<circle cx="${cx}" cy="${cy}" r="${shape.wheelRadius * 1.17}" fill="#0d0e10"/><circle cx="${cx}" cy="${cy}" r="${shape.wheelRadius * 1.17}" fill="none" stroke="${colours.deep}" stroke-width="6"/>`).join('')}
    <rect x="${x(0)}" y="${y(shape.beltline - 20)}" width="${shape.length}" height="3" fill="${colours.highlight}" opacity="0.55"/>
    <ellipse cx="${x(0.45)}" cy="${y(shape.beltline - 40)}" rx="${shape.length * 0.42}" ry="22" fill="url(#sheen)"/>
    <rect x="${x(0)}" y="${doorBottom - 16}" width="${shape.length}" height="22" fill="${colours.deep}" opacity="0.45"/>
    ${shape.doors.map((at) => `<line x1="${x(at)}" y1="${y(shape.beltline + 2)}" x2="${x(at) + 4}" y2="${doorBottom}" stroke="${colours.deep}" stroke-width="2.5" opacity="0.8"/>`).join('')}
    ${shape.doors.slice(0, -1).map((at) => `<rect x="${x(at) + 0.16 * shape.length - 40}" y="${y(shape.beltline - 24)}" width="34" height="8" rx="4" fill="${colours.light}" stroke="${colours.deep}" stroke-width="1.5"/>`).join('')}
  </g>
  ${glass ? `<path d="${glass}" fill="url(#glass)" stroke="#121417" stroke-width="5" stroke-linejoin="round"/>
  <g clip-path="url(#glass-clip)">
    <path d="M${x(0.3)},${y(140)} L${x(0.55)},${y(400)} L${x(0.62)},${y(400)} L${x(0.37)},${y(140)} Z" fill="#ffffff" opacity="0.16"/>
    <path d="M${x(0.66)},${y(140)} L${x(0.86)},${y(400)} L${x(0.89)},${y(400)} L${x(0.69)},${y(140)} Z" fill="#ffffff" opacity="0.1"/>
    ${shape.pillars.map((at) => `<rect x="${x(at) - 9}" y="${y(420)}" width="18" height="300" fill="#141619"/>`).join('')}
  </g>` : ''}
  <path d="${lamp(corners, [[hFrom, hTop], [hTo, hTop + 6], [hTo - 0.012, hBottom + 8], [hFrom + 0.006, hBottom]])}" fill="url(#headlight)" stroke="${colours.deep}" stroke-width="2"/>
  <path d="${lamp(corners, [[tFrom, tTop + 4], [tTo, tTop], [tTo - 0.004, tBottom], [tFrom + 0.01, tBottom + 6]])}" fill="url(#taillight)" stroke="${colours.deep}" stroke-width="2"/>
  <rect x="${x(0.004)}" y="${y(62)}" width="${shape.length * 0.07}" height="14" rx="7" fill="#17191c" opacity="0.85"/>
  ${sideExtras(shape, hex, { x, y })}
  ${wheels.map(({ cx, cy }) => sideWheel(cx, cy, shape.wheelRadius, { rugged: shape.rugged ?? false })).join('')}</g>`;
}
