/** The grille a brand is known by, head-on. */
export type Grille = 'kidney' | 'spindle' | 'trapezoid' | 'slots' | 'star' | 'slim' | 'mesh' | 'shield' | 'v-motion' | 'hexagon';
/** The headlight outline. */
export type Lamps = 'slim' | 'angular' | 'round' | 'square' | 'arrow';

export interface Face {
  grille: Grille;
  lamps: Lamps;
  /** Chrome surrounds and bars, or the paint's own dark tone. */
  chrome: boolean;
}

// Brand families, recognisable at a glance rather than faithful to one year's design.
const faces: Record<string, Face> = {
  bmw: { grille: 'kidney', lamps: 'angular', chrome: true },
  lexus: { grille: 'spindle', lamps: 'arrow', chrome: true },
  toyota: { grille: 'trapezoid', lamps: 'angular', chrome: false },
  jeep: { grille: 'slots', lamps: 'round', chrome: false },
  'mercedes-benz': { grille: 'star', lamps: 'arrow', chrome: true },
  honda: { grille: 'slim', lamps: 'slim', chrome: true },
  hyundai: { grille: 'hexagon', lamps: 'slim', chrome: false },
  kia: { grille: 'slim', lamps: 'angular', chrome: false },
  ford: { grille: 'mesh', lamps: 'square', chrome: true },
  chevrolet: { grille: 'mesh', lamps: 'square', chrome: false },
  nissan: { grille: 'v-motion', lamps: 'arrow', chrome: true },
  mitsubishi: { grille: 'shield', lamps: 'angular', chrome: true },
  mazda: { grille: 'shield', lamps: 'slim', chrome: false },
  subaru: { grille: 'hexagon', lamps: 'angular', chrome: true },
  suzuki: { grille: 'trapezoid', lamps: 'slim', chrome: true },
};

const WORK_BODIES = new Set(['pick-up', 'truck', 'van', 'cargo-van']);

/** The face of a brand's car; brands without one of their own get a plain slim grille. */
export function faceFor(brand: string, bodyStyle: string): Face {
  if (bodyStyle === 'jeep') return faces.jeep as Face;
  const face = faces[brand] ?? { grille: 'slim', lamps: 'slim', chrome: false };
  // Trucks and vans of the American brands wear the big mesh whatever the car version does.
  if (WORK_BODIES.has(bodyStyle) && (brand === 'ford' || brand === 'chevrolet')) return { ...face, grille: 'mesh', lamps: 'square' };
  return face;
}
