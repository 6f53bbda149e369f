import { describe, expect, it } from 'vitest';
import { findingWordings, inspectionPointSeeds } from '../data/inspection-points.ts';
import type { InspectedCar } from '../data/inspection/types.ts';
import { Random } from '../random.ts';
import { type Gauges, draftFindings } from './findings.ts';

const checklist = inspectionPointSeeds.map(({ slug }, id) => ({ id, slug }));
const slugOf = (pointId: number) => checklist[pointId]!.slug;
const allWheels = (mm: number) => ({ LEFT_FRONT: mm, RIGHT_FRONT: mm, LEFT_BACK: mm, RIGHT_BACK: mm });
const goodGauges: Gauges = { tread: allWheels(7), brake: allWheels(10) };

const sedan: InspectedCar = { age: 5, bodyStyle: 'sedan', doors: 4, fuel: 'gasolina', transmission: 'automatica', drive: 'fwd', features: new Set() };
const pickUp: InspectedCar = { age: 12, bodyStyle: 'pick-up', doors: 4, fuel: 'diesel', transmission: 'manual', drive: '4wd', features: new Set(['techo-solar']) };

/** Many inspections of one kind of car, each drawn from its own seed. */
const inspect = (car: InspectedCar, times = 400, gauges = goodGauges) =>
  Array.from({ length: times }, (_, seed) => draftFindings(new Random(seed), car, gauges, checklist));

describe('the findings of an inspection', () => {
  it('are at most 2 on a car up to two years old and at most 8 on an old one, and most cars have one', () => {
    for (const age of [0, 1, 2]) for (const findings of inspect({ ...sedan, age })) expect(findings.length).toBeLessThanOrEqual(2);
    const old = inspect({ ...sedan, age: 14 });
    for (const findings of old) expect(findings.length).toBeLessThanOrEqual(8);
    expect(Math.max(...old.map((findings) => findings.length))).toBeGreaterThanOrEqual(6);
    expect(inspect(sedan).filter((findings) => findings.length > 0).length).toBeGreaterThan(400 / 2);
  });

  it("take their note from the point's own wording for that result, with its English", () => {
    for (const findings of [...inspect(sedan), ...inspect(pickUp)]) {
      for (const { pointId, result, note, noteTranslations } of findings) {
        expect(findingWordings.get(slugOf(pointId))?.[result]).toContainEqual([note, noteTranslations.en]);
        expect(noteTranslations.es).toBe(note);
      }
    }
  });

  it('land only on parts the car has, with wear its age allows', () => {
    const young = { ...sedan, age: 1 };
    for (const car of [young, sedan, pickUp]) {
      for (const findings of inspect(car)) {
        for (const { pointId } of findings) {
          const wording = findingWordings.get(slugOf(pointId))!;
          expect(car.age).toBeGreaterThanOrEqual(wording.fromAge ?? 0);
          expect(wording.fits?.(car) ?? true).toBe(true);
        }
      }
    }
    const notedOn = (car: InspectedCar) => new Set(inspect(car).flatMap((findings) => findings.map(({ pointId }) => slugOf(pointId))));
    expect(notedOn(sedan)).not.toContain('transmision-embrague-cloche-punto-de-acople-y-patinaje');
    expect(notedOn(sedan)).not.toContain('transmision-caja-de-transferencia-y-acople-del-4x4');
    expect(notedOn(young)).not.toContain('motor-correa-o-cadena-de-distribucion-historial-y-ruido');
    expect(notedOn(pickUp)).toContain('transmision-embrague-cloche-punto-de-acople-y-patinaje');
  });

  it('note one fault once, however many points see it', () => {
    for (const findings of inspect({ ...sedan, age: 14 }, 800)) {
      const topics = findings.map(({ pointId }) => findingWordings.get(slugOf(pointId))!.topic).filter(Boolean);
      expect(topics).toEqual([...new Set(topics)]);
    }
  });

  it('mark a tyre or pads as worn exactly when the gauge reads them worn', () => {
    const gauged = (gauges: Gauges) =>
      inspect(sedan, 50, gauges).map((findings) =>
        findings.filter(({ pointId }) => findingWordings.get(slugOf(pointId))!.gauge).map(({ pointId, result }) => `${result} ${slugOf(pointId)}`),
      );
    for (const found of gauged(goodGauges)) expect(found).toEqual([]);
    const wornLeftFront = { tread: { ...allWheels(6), LEFT_FRONT: 2.4 }, brake: { ...allWheels(9), RIGHT_BACK: 3.1 } };
    for (const found of gauged(wornLeftFront)) {
      expect(found.sort()).toEqual([
        'attention frenos-espesor-de-las-pastillas-o-bandas-traseras',
        'attention neumaticos-desgaste-de-la-banda-de-rodamiento-neumatico-delantero-izquierdo',
      ]);
    }
  });

  it('are the same for the same seed', () => {
    expect(draftFindings(new Random(9), pickUp, goodGauges, checklist)).toEqual(draftFindings(new Random(9), pickUp, goodGauges, checklist));
  });
});
