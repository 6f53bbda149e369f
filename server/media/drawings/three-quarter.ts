import { paint } from './color.ts';
import { drawFront, frontalShapeOf } from './front.ts';
import { frame } from './frontal.ts';
import type { Look } from './look.ts';
import { GROUND, groundShadow } from './scene.ts';
import { SIDE_SCALE, drawSide, sideShapeOf } from './side.ts';

// How much each face is foreshortened, and how steeply its far end climbs towards the horizon.
const FLANK = { squeeze: 0.78, climb: -0.05 };
const NOSE = { squeeze: 0.44, climb: 0.08 };
// The corner sits a little below the floor line of both views, as the nearest point of the car.
const DROP = 14;

/** An affine map x' = a·x + e, y' = b·x + d·y + f: a squeeze, a vertical shear and a vertical scale. */
interface Shear {
  a: number;
  b: number;
  /** Horizontal shear, for the windscreen that leans back along the flank. */
  c?: number;
  d: number;
  e: number;
  f: number;
}
const svgMatrix = ({ a, b, c = 0, d, e, f }: Shear) => `matrix(${[a, b, c, d, e, f].map((n) => Math.round(n * 1000) / 1000).join(' ')})`;
const apply = ({ a, b, c = 0, d, e, f }: Shear, x: number, y: number) => `${Math.round((a * x + c * y + e) * 10) / 10},${Math.round((b * x + d * y + f) * 10) / 10}`;
/** The shear that squeezes by `squeeze`, climbs by `climb`, scales heights by `tall` above the floor and takes `pivot` to `to`. */
const shearAbout = (squeeze: number, climb: number, tall: number, pivot: number, to: number, down: number): Shear => ({
  a: squeeze,
  b: climb,
  d: tall,
  e: to - squeeze * pivot,
  f: GROUND * (1 - tall) + down - climb * pivot,
});

/**
 * The car from its front-left corner: the profile squeezed and sheared so its tail recedes, joined
 * at the nose to the head-on view squeezed and sheared the other way. The head-on cabin is moved
 * back along the flank by the bonnet's length, and the bonnet is filled in between.
 */
export function drawThreeQuarter(look: Look): string {
  const side = sideShapeOf(look);
  const front = frontalShapeOf(look);
  const flankLength = side.length * SIDE_SCALE * FLANK.squeeze;
  const noseWidth = 2 * front.halfWidth * NOSE.squeeze;
  const corner = 640 - (flankLength - noseWidth) / 2;
  // The profile's nose in canvas px once the side view has enlarged it about the centre.
  const sideNose = 640 + ((1280 - side.length) / 2 - 640) * SIDE_SCALE;
  const flank = shearAbout(FLANK.squeeze, FLANK.climb, 1, sideNose, corner, DROP);
  // The head-on template is drawn larger than the profile; its heights are brought to the profile's roof.
  const sideRoof = Math.max(...side.body.map(([, height]) => height)) * (side.heightScale ?? 1) * SIDE_SCALE;
  const nose = shearAbout(NOSE.squeeze, NOSE.climb, sideRoof / front.roof, 640 + front.halfWidth, corner, DROP);
  // Where the windscreen starts along the flank, and how far the head-on cabin moves to sit there.
  const bonnet = (side.glass[0]?.[0] ?? 0.3) * side.length * SIDE_SCALE;
  const beltline = side.beltline * (side.heightScale ?? 1) * SIDE_SCALE;
  // The head-on cabin spans the profile's greenhouse, from the beltline to the roof, and its top
  // leans back as far as the profile's roof starts behind the windscreen's base.
  const tall = (sideRoof - beltline) / (front.roof - front.shoulder);
  const lean = ((side.glass[1]?.[0] ?? 0.45) - (side.glass[0]?.[0] ?? 0.35)) * side.length * SIDE_SCALE * FLANK.squeeze;
  const c = -lean / ((front.roof - front.shoulder) * tall);
  const base = frame.y(front.shoulder);
  const baseY = nose.d * base + nose.f + bonnet * FLANK.climb + (front.shoulder * nose.d - beltline);
  const cabin = { ...nose, c, d: tall, e: nose.e + bonnet * FLANK.squeeze - c * base, f: baseY - tall * base };
  const colours = paint(look.hex);
  const w = front.halfWidth;
  const bonnetTop = [apply(nose, frame.x(w - 14), frame.y(front.shoulder)), apply(nose, frame.mirrorX(w - 14), frame.y(front.shoulder)),
    apply(cabin, frame.mirrorX(w * 0.86), frame.y(front.shoulder)), apply(cabin, frame.x(w * 0.86), frame.y(front.shoulder))];
  const wheelAt = (at: number) => corner + at * side.length * SIDE_SCALE * FLANK.squeeze;
  return `${groundShadow((corner - noseWidth + corner + flankLength) / 2, (flankLength + noseWidth) / 2, [
    { x: corner - noseWidth * 0.8, width: front.tyreWidth * 0.5 },
    { x: wheelAt(side.axles[0]), width: side.wheelRadius * 0.8 },
    { x: wheelAt(side.axles[1]), width: side.wheelRadius * 0.7 },
  ])}
  <g transform="${svgMatrix(cabin)}">${drawFront(look, { part: 'cabin' })}</g>
  <path d="M${bonnetTop.join(' L')} Z" fill="${colours.base}" stroke="${colours.dark}" stroke-width="2" stroke-linejoin="round"/>
  <g transform="${svgMatrix(nose)}">${drawFront(look, { shadow: false, part: 'lower' })}</g>
  <g transform="${svgMatrix(flank)}">${drawSide(look, { shadow: false })}</g>`;
}
