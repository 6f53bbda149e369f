import type { inspectionArea } from '../../../db/schema/index.ts';
import type { Drive, Fuel, Transmission } from '../model-types.ts';

export type Area = (typeof inspectionArea.enumValues)[number];
/** A text as the inspector writes it and its English. */
export type Pair = readonly [es: string, en: string];
export type WheelPosition = 'LEFT_FRONT' | 'RIGHT_FRONT' | 'LEFT_BACK' | 'RIGHT_BACK';

/** What the inspector knows of the car in front of them, enough to tell which notes it can have. */
export interface InspectedCar {
  age: number;
  bodyStyle: string;
  doors: number;
  fuel: Fuel;
  transmission: Transmission;
  drive: Drive;
  features: ReadonlySet<string>;
}

/**
 * What an inspector writes when a point is not simply fine. A point without wording never gets a
 * finding: some checks either pass or stop the purchase (a flooded car, a stolen one), and the
 * catalogue holds only cars that passed them.
 */
export interface FindingWording {
  repaired?: readonly Pair[];
  attention?: readonly Pair[];
  /** Wear shows with age: no perished hoses or tired battery on a car a year old. */
  fromAge?: number;
  /** A gauge of the report decides this point's result, so the list and the gauge never disagree. */
  gauge?: { kind: 'tread' | 'brake'; wheels: readonly WheelPosition[] };
  /** Notes for parts not every car has (a clutch, a sunroof, a transfer case) go only to cars that have them. */
  fits?: (car: InspectedCar) => boolean;
  /** Points that see the same fault from two sides (a pull to one side, the alignment) share a topic: one finding per topic. */
  topic?: string;
}

export interface ChecklistEntry {
  name: Pair;
  findings?: FindingWording;
}

export interface AreaChecklist {
  area: Area;
  entries: readonly ChecklistEntry[];
}

export const point = (es: string, en: string, findings?: FindingWording): ChecklistEntry => ({ name: [es, en], findings });
