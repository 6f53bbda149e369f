import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { carPictures, cars } from '../schema/index.ts';

export type CarPictureRow = typeof carPictures.$inferSelect;
export type PictureKind = CarPictureRow['kind'];

/** The car's pictures: main first, then exterior, then interior, each by position. */
export function picturesOfCar(db: Db, carId: number) {
  return db.select().from(carPictures).where(eq(carPictures.carId, carId)).orderBy(asc(carPictures.kind), asc(carPictures.position), asc(carPictures.id));
}

export async function pictureById(db: Db, id: number): Promise<CarPictureRow | undefined> {
  const [row] = await db.select().from(carPictures).where(eq(carPictures.id, id));
  return row;
}

export async function insertPicture(db: Db, row: typeof carPictures.$inferInsert): Promise<CarPictureRow> {
  const [inserted] = await db.insert(carPictures).values(row).returning();
  return inserted!;
}

export async function placePicture(db: Db, id: number, kind: PictureKind, position: number): Promise<void> {
  await db.update(carPictures).set({ kind, position }).where(eq(carPictures.id, id));
}

export async function deletePicture(db: Db, id: number): Promise<void> {
  await db.delete(carPictures).where(eq(carPictures.id, id));
}

/** Whether a picture other than `exceptId` uses the files of `basePath` (the same photo sent twice). */
export async function basePathInUse(db: Db, basePath: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(carPictures)
    .where(and(eq(carPictures.basePath, basePath), ne(carPictures.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Whether a car has this id, whatever its status. */
export async function carExists(db: Db, carId: number): Promise<boolean> {
  const [row] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId));
  return row !== undefined;
}
