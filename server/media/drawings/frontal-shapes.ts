/** Proportions of a body seen head-on or from behind, in px on the 1280×800 canvas. */
export interface FrontalShape {
  /** Half the width at the fenders. */
  halfWidth: number;
  /** Height of the shoulder (bonnet and boot edges). */
  shoulder: number;
  /** Height of the roof; equal to `shoulder` plus a windscreen frame for open cars. */
  roof: number;
  /** Half the roof's width, smaller than `halfWidth` as the cabin narrows. */
  roofHalfWidth: number;
  clearance: number;
  tyreWidth: number;
  tyreHeight: number;
  grille: 'slim' | 'tall' | 'slots' | 'mesh';
  openTop?: boolean;
  /** What the back shows: a boot, a tailgate with a spare wheel, a pick-up's gate or van doors. */
  rear: 'boot' | 'hatch' | 'spare' | 'tailgate' | 'doors';
}

const sedan: FrontalShape = { halfWidth: 300, shoulder: 205, roof: 340, roofHalfWidth: 205, clearance: 52, tyreWidth: 64, tyreHeight: 118, grille: 'slim', rear: 'boot' };
const suv: FrontalShape = { halfWidth: 325, shoulder: 262, roof: 420, roofHalfWidth: 240, clearance: 72, tyreWidth: 76, tyreHeight: 150, grille: 'tall', rear: 'hatch' };

export const frontalShapes: Record<string, FrontalShape> = {
  sedan,
  hatchback: { ...sedan, halfWidth: 285, roof: 345, rear: 'hatch' },
  muvsuv: suv,
  jeep: { ...suv, halfWidth: 318, shoulder: 270, roof: 430, roofHalfWidth: 270, clearance: 86, tyreWidth: 86, tyreHeight: 170, grille: 'slots', rear: 'spare' },
  coupe: { ...sedan, shoulder: 190, roof: 310, roofHalfWidth: 190 },
  convertible: { ...sedan, shoulder: 190, roof: 268, roofHalfWidth: 236, openTop: true },
  wagon: { ...sedan, roof: 350, roofHalfWidth: 215, rear: 'hatch' },
  minivan: { ...suv, shoulder: 240, roof: 430, roofHalfWidth: 255, clearance: 58, tyreHeight: 134, grille: 'slim' },
  van: { ...suv, shoulder: 270, roof: 490, roofHalfWidth: 290, clearance: 60, tyreHeight: 136, grille: 'mesh', rear: 'doors' },
  'cargo-van': { ...suv, shoulder: 270, roof: 490, roofHalfWidth: 290, clearance: 60, tyreHeight: 136, grille: 'mesh', rear: 'doors' },
  'pick-up': { ...suv, halfWidth: 338, shoulder: 275, roof: 430, roofHalfWidth: 250, clearance: 80, tyreWidth: 82, tyreHeight: 160, grille: 'mesh', rear: 'tailgate' },
  truck: { ...suv, halfWidth: 345, shoulder: 300, roof: 520, roofHalfWidth: 320, clearance: 84, tyreWidth: 90, tyreHeight: 176, grille: 'mesh', rear: 'doors' },
  'todo-terrero-atv': { ...suv, halfWidth: 260, shoulder: 230, roof: 230, roofHalfWidth: 120, clearance: 90, tyreWidth: 96, tyreHeight: 170, grille: 'mesh', openTop: true, rear: 'tailgate' },
  other: suv,
};

export const frontalShapeFor = (bodyStyle: string): FrontalShape => frontalShapes[bodyStyle] ?? suv;
