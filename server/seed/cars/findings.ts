import type { Translations } from '../../db/schema/index.ts';
import { findingWordings, translationsOf } from '../data/inspection-points.ts';
import type { FindingWording, InspectedCar, WheelPosition } from '../data/inspection/types.ts';
import type { Random } from '../random.ts';

export interface ChecklistPointRef {
  id: number;
  slug: string;
}

export interface FindingDraft {
  pointId: number;
  result: 'repaired' | 'attention';
  note: string;
  noteTranslations: Translations;
}

export type Gauges = Record<'tread' | 'brake', Record<WheelPosition, number>>;

// Below these the gauges leave their good band far enough for an inspector to write it down.
const WORTH_A_NOTE_MM = { tread: 3, brake: 4 };

const finding = (pointId: number, result: FindingDraft['result'], [es, en]: readonly [string, string]): FindingDraft => ({
  pointId,
  result,
  note: es,
  noteTranslations: translationsOf([es, en]),
});

/** A point measured by a gauge gets its note exactly when the gauge reads worn. */
function gaugeFinding(point: ChecklistPointRef, wording: FindingWording, gauges: Gauges): FindingDraft[] {
  const { gauge, attention } = wording;
  if (!gauge || !attention?.[0]) return [];
  const worn = gauge.wheels.some((wheel) => gauges[gauge.kind][wheel] < WORTH_A_NOTE_MM[gauge.kind]);
  return worn ? [finding(point.id, 'attention', attention[0])] : [];
}

/** At most 2 notes on a car up to two years old, then more with age, up to 8 at fourteen years. */
const mostNotes = (age: number) => Math.min(8, 2 + Math.round(Math.max(0, age - 2) * 0.6));

const applies = (wording: FindingWording, car: InspectedCar) => car.age >= (wording.fromAge ?? 0) && (wording.fits?.(car) ?? true);

/**
 * The handful of points an inspector noted on one car: worn tyres and pads as the gauges read
 * them, then a few repairs or things to watch, more on older cars, only on parts the car has and
 * with wear its age allows, and one note per fault however many points see it.
 */
export function draftFindings(random: Random, car: InspectedCar, gauges: Gauges, checklist: readonly ChecklistPointRef[]): FindingDraft[] {
  const worded = checklist.flatMap((point) => {
    const wording = findingWordings.get(point.slug);
    return wording ? [{ point, wording }] : [];
  });
  const findings = worded.flatMap(({ point, wording }) => gaugeFinding(point, wording, gauges));
  const topics = new Set<string>();
  const budget = random.int(0, mostNotes(car.age));
  const candidates = worded.filter(({ wording }) => !wording.gauge && applies(wording, car));
  for (const { point, wording } of random.sample(candidates, candidates.length)) {
    if (findings.length >= budget) break;
    if (wording.topic && topics.has(wording.topic)) continue;
    if (wording.topic) topics.add(wording.topic);
    const { repaired = [], attention = [] } = wording;
    const result = attention.length === 0 || (repaired.length > 0 && random.chance(0.55)) ? 'repaired' : 'attention';
    findings.push(finding(point.id, result, random.pick(result === 'repaired' ? repaired : attention)));
  }
  return findings;
}
