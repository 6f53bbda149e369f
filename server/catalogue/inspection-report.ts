import type { ChecklistPointRow, FindingRow, InspectionRow } from '../db/queries/cars-detail.ts';
import type { CarInspection, InspectionArea } from '../graphql/generated/resolvers.ts';

export const AREA_NAMES: Record<ChecklistPointRow['area'], { es: string; en: string }> = {
  exterior: { es: 'Exterior', en: 'Exterior' },
  interior: { es: 'Interior', en: 'Interior' },
  motor: { es: 'Motor', en: 'Engine' },
  transmision: { es: 'Transmisión', en: 'Transmission' },
  suspension: { es: 'Suspensión y dirección', en: 'Suspension and steering' },
  frenos: { es: 'Frenos', en: 'Brakes' },
  neumaticos: { es: 'Neumáticos', en: 'Tyres' },
  electronica: { es: 'Electrónica', en: 'Electronics' },
  bajos: { es: 'Bajos y chasis', en: 'Underbody and chassis' },
  'prueba-de-ruta': { es: 'Prueba de ruta', en: 'Road test' },
  documentos: { es: 'Documentos', en: 'Documents' },
};

/** The full report: every checklist point, 'ok' unless the inspection recorded a finding for it. */
export function inspectionReport(inspection: InspectionRow, findings: FindingRow[], checklist: ChecklistPointRow[]): CarInspection {
  const findingOf = new Map(findings.map((finding) => [finding.pointId, finding]));
  const areas = new Map<string, InspectionArea>();
  for (const point of checklist) {
    const names = AREA_NAMES[point.area];
    const area: InspectionArea = areas.get(point.area) ?? { slug: point.area, name: names.es, nameTranslations: names, points: [] };
    areas.set(point.area, area);
    const finding = findingOf.get(point.id);
    area.points.push({
      slug: point.slug,
      name: point.name,
      nameTranslations: point.nameTranslations,
      result: finding?.result ?? 'ok',
      note: finding?.note ?? null,
      noteTranslations: finding?.noteTranslations ?? null,
    });
  }
  return {
    inspectedAt: inspection.inspectedAt.toISOString(),
    score: inspection.score,
    wheels: [
      { position: 'LEFT_FRONT', treadDepthMm: inspection.treadLeftFrontMm, brakePadMm: inspection.brakeLeftFrontMm },
      { position: 'RIGHT_FRONT', treadDepthMm: inspection.treadRightFrontMm, brakePadMm: inspection.brakeRightFrontMm },
      { position: 'LEFT_BACK', treadDepthMm: inspection.treadLeftBackMm, brakePadMm: inspection.brakeLeftBackMm },
      { position: 'RIGHT_BACK', treadDepthMm: inspection.treadRightBackMm, brakePadMm: inspection.brakeRightBackMm },
    ],
    areas: [...areas.values()],
    pointCount: checklist.length,
  };
}
