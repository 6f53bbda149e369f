import { describe, expect, it } from 'vitest';
import { inspectionArea } from '../../db/schema/index.ts';
import { findingWordings, inspectionPointSeeds } from './inspection-points.ts';

const byArea = new Map(inspectionArea.enumValues.map((area) => [area, inspectionPointSeeds.filter((point) => point.area === area)]));
/** Written as a sentence starts: a capital, no stray space at the end, a real word at least. */
const WRITTEN = /^[A-Z0-9ÁÉÍÓÚ](?!.*\s$).{3,}$/;

describe('the inspection checklist', () => {
  it('holds more than 250 points in every one of the 11 areas, each area its own size', () => {
    expect(inspectionPointSeeds.length).toBeGreaterThan(250);
    expect(inspectionArea.enumValues).toHaveLength(11);
    expect([...new Set(inspectionPointSeeds.map((point) => point.area))]).toEqual(inspectionArea.enumValues);
    const sizes = [...byArea.values()].map((points) => points.length);
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it('names each point once in its area, in Spanish and in English, numbered in order', () => {
    for (const points of byArea.values()) {
      expect(new Set(points.map((point) => point.nameTranslations.es)).size).toBe(points.length);
      expect(new Set(points.map((point) => point.nameTranslations.en)).size).toBe(points.length);
      expect(points.map((point) => point.position)).toEqual(points.map((_, index) => index));
    }
    expect(new Set(inspectionPointSeeds.map((point) => point.slug)).size).toBe(inspectionPointSeeds.length);
    for (const { name, nameTranslations } of inspectionPointSeeds) {
      expect(nameTranslations.es).toBe(name);
      expect(nameTranslations.es).toMatch(WRITTEN);
      expect(nameTranslations.en).toMatch(WRITTEN);
    }
    const untranslated = inspectionPointSeeds.filter((point) => point.nameTranslations.en === point.nameTranslations.es);
    expect(untranslated.length).toBeLessThanOrEqual(inspectionPointSeeds.length * 0.02);
  });

  it('words every note in both languages, for points that exist, and never the same note on two results', () => {
    const slugs = new Set(inspectionPointSeeds.map((point) => point.slug));
    for (const [slug, { repaired = [], attention = [] }] of findingWordings) {
      expect(slugs).toContain(slug);
      expect(repaired.length + attention.length).toBeGreaterThan(0);
      for (const [es, en] of [...repaired, ...attention]) {
        expect(es).toMatch(WRITTEN);
        expect(en).toMatch(WRITTEN);
        expect(en).not.toBe(es);
      }
      expect(repaired.filter(([es]) => attention.some(([other]) => other === es))).toEqual([]);
    }
    // Most points can carry a note; the rest either pass or stop the purchase.
    expect(findingWordings.size).toBeGreaterThan(inspectionPointSeeds.length * 0.6);
  });

  it('ties one tread point to each wheel and one pad point to each axle, noted only as worn', () => {
    const gauged = [...findingWordings.values()].filter((wording) => wording.gauge);
    const wheelsOf = (kind: 'tread' | 'brake') => gauged.filter((wording) => wording.gauge!.kind === kind).map((wording) => wording.gauge!.wheels);
    expect(wheelsOf('tread')).toEqual([['LEFT_FRONT'], ['RIGHT_FRONT'], ['LEFT_BACK'], ['RIGHT_BACK']]);
    expect(wheelsOf('brake')).toEqual([['LEFT_FRONT', 'RIGHT_FRONT'], ['LEFT_BACK', 'RIGHT_BACK']]);
    for (const wording of gauged) expect([wording.repaired, wording.attention?.length]).toEqual([undefined, 1]);
  });
});
