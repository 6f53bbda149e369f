import type { Random } from '../random.ts';

const REPAIR_NOTES = [
  'Reemplazado por pieza nueva',
  'Reparado y verificado en prueba de ruta',
  'Pintura retocada en taller',
  'Ajustado según especificación del fabricante',
  'Limpieza y mantenimiento realizados',
];
const ATTENTION_NOTES = [
  'Desgaste normal por uso; revisar en el próximo mantenimiento',
  'Rayón leve visible de cerca',
  'Ruido leve, no afecta el funcionamiento',
  'Recomendado reemplazo en los próximos 10,000 km',
  'Marca estética menor',
];

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
  findings: { pointId: number; result: 'repaired' | 'attention'; note: string }[];
}

/** Older cars wear more and carry more findings; the score sums both up. */
export function draftInspection(random: Random, age: number, inspectedAt: Date, pointIds: number[]): InspectionDraft {
  const wear = Math.min(1, age / 12);
  const tread = () => tenth(Math.max(1.5, Math.min(8, random.between(8 - wear * 5.5, 8.2 - wear * 3))));
  const brake = () => tenth(Math.max(2, Math.min(12, random.between(12 - wear * 9, 12.2 - wear * 4))));
  const findings = random.sample(pointIds, random.int(0, 2 + Math.round(wear * 6))).map((pointId) => {
    const repaired = random.chance(0.6);
    return {
      pointId,
      result: repaired ? ('repaired' as const) : ('attention' as const),
      note: random.pick(repaired ? REPAIR_NOTES : ATTENTION_NOTES),
    };
  });
  const treads = [tread(), tread(), tread(), tread()] as const;
  const brakes = [brake(), brake(), brake(), brake()] as const;
  const attention = findings.filter((finding) => finding.result === 'attention').length;
  const worn = [...treads].filter((depth) => depth < 3).length + [...brakes].filter((depth) => depth < 4).length;
  return {
    inspectedAt,
    score: Math.max(60, 100 - attention * 4 - (findings.length - attention) - worn * 3 - Math.round(wear * 6)),
    treadLeftFrontMm: treads[0],
    treadRightFrontMm: treads[1],
    treadLeftBackMm: treads[2],
    treadRightBackMm: treads[3],
    brakeLeftFrontMm: brakes[0],
    brakeRightFrontMm: brakes[1],
    brakeLeftBackMm: brakes[2],
    brakeRightBackMm: brakes[3],
    findings,
  };
}
