import { inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inspectionFindings, inspectionPoints } from '../../db/schema/index.ts';
import { inspectionPointSeeds } from '../data/inspection-points.ts';

/**
 * Brings the stored checklist to the written one and answers slug → id. Unlike other lookups the
 * checklist is rewritten, not only completed: a database seeded with an earlier list would
 * otherwise report both lists. A retired point goes with its findings (a finding needs its point);
 * a kept point takes its current wording and place.
 */
export async function seedChecklist(db: Db): Promise<Map<string, number>> {
  const slugs = inspectionPointSeeds.map((point) => point.slug);
  const retired = db.select({ id: inspectionPoints.id }).from(inspectionPoints).where(notInArray(inspectionPoints.slug, slugs));
  await db.delete(inspectionFindings).where(inArray(inspectionFindings.pointId, retired));
  await db.delete(inspectionPoints).where(notInArray(inspectionPoints.slug, slugs));
  const rows = await db
    .insert(inspectionPoints)
    .values(inspectionPointSeeds)
    .onConflictDoUpdate({
      target: inspectionPoints.slug,
      set: {
        area: sql`excluded.area`,
        name: sql`excluded.name`,
        nameTranslations: sql`excluded.name_translations`,
        position: sql`excluded.position`,
      },
    })
    .returning({ id: inspectionPoints.id, slug: inspectionPoints.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}
