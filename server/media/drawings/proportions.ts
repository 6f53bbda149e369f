import type { FrontalShape } from './frontal-shapes.ts';
import type { SideShape } from './side-shapes.ts';

/** A model's outside measurements in mm, as the trims table keeps them. */
export interface Dimensions {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  wheelbaseMm: number;
}

type Nominal = [length: number, width: number, height: number, wheelbase: number];

// The car each body-style template was drawn after: a model of these measurements gets the
// template as it is, any other is stretched by its ratio to them.
const nominal: Record<string, Nominal> = {
  sedan: [4750, 1830, 1440, 2780],
  hatchback: [4000, 1720, 1480, 2500],
  muvsuv: [4700, 1870, 1700, 2760],
  jeep: [4785, 1875, 1850, 3010],
  coupe: [4800, 1900, 1400, 2720],
  convertible: [4800, 1900, 1400, 2720],
  wagon: [4870, 1875, 1675, 2745],
  minivan: [5200, 2000, 1740, 3000],
  van: [5380, 1880, 2285, 3210],
  'cargo-van': [5690, 2010, 2090, 3430],
  'pick-up': [5330, 1860, 1820, 3150],
  truck: [6500, 2100, 2600, 3800],
  'todo-terrero-atv': [2900, 1500, 1900, 2000],
};
const nominalFor = (bodyStyle: string): Nominal => nominal[bodyStyle] ?? (nominal.muvsuv as Nominal);

export type SizeClass = 'small' | 'compact' | 'midsize' | 'large';

/** Size class by length against the body style's usual length, so a long hatchback is not called small. */
export function sizeClass(bodyStyle: string, { lengthMm }: Dimensions): SizeClass {
  const ratio = lengthMm / nominalFor(bodyStyle)[0];
  if (ratio < 0.92) return 'small';
  if (ratio < 0.985) return 'compact';
  if (ratio < 1.03) return 'midsize';
  return 'large';
}

// Small cars ride on small wheels even for their size; large ones fill their arches.
const wheelFactor: Record<SizeClass, number> = { small: 0.92, compact: 0.97, midsize: 1, large: 1.05 };

// Stretches stay within these, so odd data (a typo in mm) still gives a car.
const clamp = (ratio: number) => Math.min(1.3, Math.max(0.75, ratio));
// The longest profile that fits the 1280 px canvas once the side view enlarges it.
const MAX_SIDE_LENGTH = 1100;

/** Horizontal, vertical and across stretch of a template for these dimensions, plus the wheels'. */
export function stretch(bodyStyle: string, dimensions: Dimensions) {
  const [length, width, height] = nominalFor(bodyStyle);
  const x = clamp(dimensions.lengthMm / length);
  const y = clamp(dimensions.heightMm / height);
  const across = clamp(dimensions.widthMm / width);
  const wheel = Math.sqrt(x * y) * wheelFactor[sizeClass(bodyStyle, dimensions)];
  return { x, y, across, wheel };
}

/** The side template at the model's length, height and wheelbase. */
export function proportionedSide(shape: SideShape, bodyStyle: string, dimensions: Dimensions): SideShape {
  const factor = stretch(bodyStyle, dimensions);
  const fit = Math.min(1, MAX_SIDE_LENGTH / (shape.length * factor.x));
  const [front, rear] = shape.axles;
  const wheelbase = Math.min(0.72, Math.max(0.5, dimensions.wheelbaseMm / dimensions.lengthMm));
  // The overhangs share what the wheelbase leaves in the template's own front-to-rear ratio.
  const frontAxle = (front / (front + 1 - rear)) * (1 - wheelbase);
  return {
    ...shape,
    length: shape.length * factor.x * fit,
    wheelRadius: shape.wheelRadius * factor.wheel * fit,
    axles: [frontAxle, frontAxle + wheelbase],
    heightScale: factor.y * fit,
  };
}

/** The head-on template at the model's width and height. */
export function proportionedFrontal(shape: FrontalShape, bodyStyle: string, dimensions: Dimensions): FrontalShape {
  const factor = stretch(bodyStyle, dimensions);
  return {
    ...shape,
    halfWidth: shape.halfWidth * factor.across,
    roofHalfWidth: shape.roofHalfWidth * factor.across,
    shoulder: shape.shoulder * factor.y,
    roof: shape.roof * factor.y,
    clearance: shape.clearance * factor.y,
    tyreWidth: shape.tyreWidth * factor.wheel,
    tyreHeight: shape.tyreHeight * factor.wheel,
  };
}
