import type { InspectedCar } from './types.ts';

// Which cars have the part a note speaks of. The checklist names every part "(si tiene)"; a note
// about it only makes sense on a car that has one.
const FRAME_BODIES = new Set(['pick-up', 'truck', 'jeep']);
const OPENING_REAR_BODIES = new Set(['hatchback', 'muvsuv', 'wagon', 'minivan', 'jeep']);

export const manualGearbox = (car: InspectedCar) => car.transmission === 'manual';
/** A geared automatic: a CVT (the hybrids' 'hibrida') has no shifts to feel. */
export const steppedAutomatic = (car: InspectedCar) => car.transmission === 'automatica';
export const drivenFrontAxle = (car: InspectedCar) => car.drive !== 'rwd' && car.drive !== '2wd';
export const drivenRearAxle = (car: InspectedCar) => car.drive !== 'fwd';
export const drivenFrontAndRear = (car: InspectedCar) => car.drive === 'awd' || car.drive === '4wd';
export const lowRange = (car: InspectedCar) => car.drive === '4wd';
export const ladderFrame = (car: InspectedCar) => FRAME_BODIES.has(car.bodyStyle) || (car.bodyStyle === 'muvsuv' && car.drive === '4wd');
export const leafSprings = (car: InspectedCar) => car.bodyStyle === 'pick-up' || car.bodyStyle === 'truck';
export const openingRear = (car: InspectedCar) => OPENING_REAR_BODIES.has(car.bodyStyle);
export const rearDoors = (car: InspectedCar) => car.doors >= 4;
/** Every diesel here is turbocharged; no petrol trim is known to be. */
export const turbocharged = (car: InspectedCar) => car.fuel === 'diesel';
export const sparkIgnition = (car: InspectedCar) => car.fuel !== 'diesel';
export const withFeature = (slug: string) => (car: InspectedCar) => car.features.has(slug);
