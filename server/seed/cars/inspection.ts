import type { InspectedCar } from '../data/inspection/types.ts';
import { CATALOGUE_YEAR } from '../pricing.ts';
import { Random } from '../random.ts';
import type { TrimChoice } from '../reference/vehicles.ts';
import { trimFeatureSlugs } from '../trim-features.ts';
import { type ChecklistPointRef, type FindingDraft, type Gauges, draftFindings } from './findings.ts';

const tenth = (value: number) => Math.round(value * 10) / 10;

export interface InspectionDraft {
  inspectedAt: Date;
  score: number;
  treadLeftFrontMm: number;
  treadRightFrontMm: number;
  treadLeftBackMm: number;
  treadRightBackMm: number;
  brakeLeftFrontMm: number;
  brakeRightFrontMm: number;
  brakeLeftBackMm: number;
  brakeRightBackMm: number;
  findings: FindingDraft[];
}

const inspectedCar = ({ year, bodyStyle, model, trim }: TrimChoice): InspectedCar => ({
  age: CATALOGUE_YEAR - year,
  bodyStyle,
  doors: model.doors,
  fuel: trim.fuel,
  transmission: trim.transmission,
  drive: trim.drive,
  features: new Set(trimFeatureSlugs(trim.level, year, bodyStyle)),
});

/**
 * Older cars wear more and carry more findings; the score sums both up. Worn tyres and pads count
 * through their findings, which the gauges decide.
 */
export function draftInspection(carRandom: Random, trim: TrimChoice, inspectedAt: Date, checklist: readonly ChecklistPointRef[]): InspectionDraft {
  // One draw from the car's generator seeds the inspection's own: however many draws the checklist
  // takes, the next cars of the same seed stay the same when a point is added or reworded.
  const random = new Random(carRandom.int(0, 0xffff_ffff));
  const car = inspectedCar(trim);
  const wear = Math.min(1, car.age / 12);
  const tread = () => tenth(Math.max(1.5, Math.min(8, random.between(8 - wear * 5.5, 8.2 - wear * 3))));
  const brake = () => tenth(Math.max(2, Math.min(12, random.between(12 - wear * 9, 12.2 - wear * 4))));
  const gauges: Gauges = {
    tread: { LEFT_FRONT: tread(), RIGHT_FRONT: tread(), LEFT_BACK: tread(), RIGHT_BACK: tread() },
    brake: { LEFT_FRONT: brake(), RIGHT_FRONT: brake(), LEFT_BACK: brake(), RIGHT_BACK: brake() },
  };
  const findings = draftFindings(random, car, gauges, checklist);
  const attention = findings.filter((finding) => finding.result === 'attention').length;
  return {
    inspectedAt,
    score: Math.max(60, 100 - attention * 4 - (findings.length - attention) - Math.round(wear * 6)),
    treadLeftFrontMm: gauges.tread.LEFT_FRONT,
    treadRightFrontMm: gauges.tread.RIGHT_FRONT,
    treadLeftBackMm: gauges.tread.LEFT_BACK,
    treadRightBackMm: gauges.tread.RIGHT_BACK,
    brakeLeftFrontMm: gauges.brake.LEFT_FRONT,
    brakeRightFrontMm: gauges.brake.RIGHT_FRONT,
    brakeLeftBackMm: gauges.brake.LEFT_BACK,
    brakeRightBackMm: gauges.brake.RIGHT_BACK,
    findings,
  };
}
