import type { Translations } from '../../db/schema/index.ts';
import { slugify } from '../slug.ts';
import { brakes } from './inspection/brakes.ts';
import { electrical } from './inspection/electrical.ts';
import { engine } from './inspection/engine.ts';
import { exterior } from './inspection/exterior.ts';
import { interior } from './inspection/interior.ts';
import { papers } from './inspection/papers.ts';
import { roadTest } from './inspection/road-test.ts';
import { suspension } from './inspection/suspension.ts';
import { transmission } from './inspection/transmission.ts';
import { tyres } from './inspection/tyres.ts';
import type { Area, FindingWording, Pair } from './inspection/types.ts';
import { underbody } from './inspection/underbody.ts';

/** The checklist, written by hand, area by area in the report's order (the `inspection_area` enum's). */
const areas = [exterior, interior, engine, transmission, suspension, brakes, tyres, electrical, underbody, roadTest, papers];

export interface InspectionPointSeed {
  area: Area;
  slug: string;
  name: string;
  nameTranslations: Translations;
  position: number;
}

export const translationsOf = ([es, en]: Pair): Translations => ({ es, en });

const points = areas.flatMap(({ area, entries }) =>
  entries.map(({ name, findings }, position) => ({
    seed: { area, slug: slugify(`${area} ${name[0]}`), name: name[0], nameTranslations: translationsOf(name), position },
    findings,
  })),
);

export const inspectionPointSeeds: InspectionPointSeed[] = points.map(({ seed }) => seed);

/** What an inspector may write on each point, by slug; points missing here always pass. */
export const findingWordings: ReadonlyMap<string, FindingWording> = new Map(
  points.flatMap(({ seed, findings }) => (findings ? [[seed.slug, findings] as const] : [])),
);
