import type { Db } from '../db/client.ts';
import { type CarPictureRow, basePathInUse, deletePicture, insertPicture, pictureById, picturesOfCar, placePicture } from '../db/queries/car-pictures.ts';
import { lockCarForChange, updateCar } from '../db/queries/inventory.ts';
import { carIdOf } from '../catalogue/car-id.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { cardPictureWidth, pictureUrl } from '../media/paths.ts';
import type { UploadedFiles } from '../media/uploads/picture-files.ts';
import { type StaffActor, recordChange } from './audit.ts';

/** Where an uploaded picture goes; the first picture of a car becomes its main one whatever is asked. */
export type UploadKind = 'exterior' | 'interior';

const noPicture = () => new NotFound('No picture has this id.');
const shown = (row: CarPictureRow) => ({ id: String(row.id), kind: row.kind, position: row.position, basePath: row.basePath });

/** Runs `work` with the car's row locked, so two changes to one car's pictures take turns. */
async function withCarLocked<T>(db: Db, carId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await lockCarForChange(tx, carId))) throw new NotFound('No car has this id.');
    return work(tx);
  });
}

/** The picture and its car locked; NotFound for an id that names none. */
async function withPictureLocked<T>(db: Db, pictureId: string, work: (tx: Db, picture: CarPictureRow) => Promise<T>): Promise<T> {
  const id = carIdOf(pictureId);
  if (id === undefined) throw noPicture();
  const found = await pictureById(db, id);
  if (!found) throw noPicture();
  return withCarLocked(db, found.carId, async (tx) => {
    // Read again under the lock: another change may have moved or removed it meanwhile.
    const picture = await pictureById(tx, id);
    if (!picture) throw noPicture();
    return work(tx, picture);
  });
}

/** Numbers the pictures of one kind 0, 1, 2… in the order given. */
async function renumber(tx: Db, rows: CarPictureRow[]): Promise<void> {
  for (const [position, row] of rows.entries()) if (row.position !== position) await placePicture(tx, row.id, row.kind, position);
}

// The card reads cars.main_picture (no join on listing pages); changing it records a catalogue
// change (migration 0019), which every instance's index follows.
const mainPictureOf = (basePath: string) => pictureUrl(basePath, cardPictureWidth);

/** The car id the client sent, as a number; NotFound when it cannot name a car. */
export function carNumberOf(carId: string): number {
  const id = carIdOf(carId);
  if (id === undefined) throw new NotFound('No car has this id.');
  return id;
}

/** Adds an uploaded picture last among its kind; a car without pictures gets it as main. */
export async function addCarPicture(db: Db, actor: StaffActor, carId: number, kind: UploadKind, files: UploadedFiles): Promise<CarPictureRow> {
  return withCarLocked(db, carId, async (tx) => {
    const pictures = await picturesOfCar(tx, carId);
    const hasMain = pictures.some((row) => row.kind === 'main');
    const placed = hasMain ? kind : 'main';
    const position = pictures.filter((row) => row.kind === placed).length;
    const row = await insertPicture(tx, { carId, kind: placed, position, ...files });
    if (placed === 'main') await updateCar(tx, carId, { mainPicture: mainPictureOf(files.basePath) });
    await recordChange(tx, actor, { action: 'uploadCarPicture', subject: { type: 'car', id: String(carId) }, before: null, after: shown(row) });
    return row;
  });
}

/**
 * Makes an exterior picture the main one; the former main picture becomes the first exterior one.
 * @throws InvalidInput (pictureId: interior_cannot_be_main) — the card shows the car from outside
 */
export async function setMainCarPicture(db: Db, actor: StaffActor, pictureId: string): Promise<number> {
  return withPictureLocked(db, pictureId, async (tx, picture) => {
    if (picture.kind === 'main') return picture.carId;
    if (picture.kind === 'interior') throw new InvalidInput([{ field: 'pictureId', message: 'interior_cannot_be_main' }], 'The main picture shows the car from outside.');
    const pictures = await picturesOfCar(tx, picture.carId);
    const former = pictures.find((row) => row.kind === 'main');
    // The former main leaves its slot before the new one takes it (one main per car, an index says so).
    if (former) await placePicture(tx, former.id, 'exterior', -1);
    await placePicture(tx, picture.id, 'main', 0);
    const exterior = pictures.filter((row) => row.kind === 'exterior' && row.id !== picture.id);
    await renumber(tx, former ? [{ ...former, kind: 'exterior', position: -1 }, ...exterior] : exterior);
    await updateCar(tx, picture.carId, { mainPicture: mainPictureOf(picture.basePath) });
    await recordChange(tx, actor, {
      action: 'setMainCarPicture',
      subject: { type: 'car', id: String(picture.carId) },
      before: { main: former ? shown(former) : null },
      after: { main: shown({ ...picture, kind: 'main', position: 0 }) },
    });
    return picture.carId;
  });
}

/**
 * Moves an exterior or interior picture to `position` among its kind (0 first; past the end: last).
 * @throws InvalidInput (pictureId: main_has_no_position)
 */
export async function moveCarPicture(db: Db, actor: StaffActor, pictureId: string, position: number): Promise<number> {
  return withPictureLocked(db, pictureId, async (tx, picture) => {
    if (picture.kind === 'main') throw new InvalidInput([{ field: 'pictureId', message: 'main_has_no_position' }], 'The main picture is always first.');
    const ofKind = (await picturesOfCar(tx, picture.carId)).filter((row) => row.kind === picture.kind);
    const before = ofKind.findIndex((row) => row.id === picture.id);
    const others = ofKind.filter((row) => row.id !== picture.id);
    const target = Math.min(Math.max(0, position), others.length);
    if (before === target) return picture.carId;
    others.splice(target, 0, picture);
    await renumber(tx, others);
    await recordChange(tx, actor, { action: 'moveCarPicture', subject: { type: 'car', id: String(picture.carId) }, before: { id: pictureId, position: before }, after: { id: pictureId, position: target } });
    return picture.carId;
  });
}

/**
 * Removes a picture; when it was the main one, the first exterior picture takes its place.
 * Answers the car, and the files no picture uses any more (for the caller to delete after commit).
 * @throws InvalidInput (pictureId: main_picture_needed) for the main picture of a car with no exterior one to follow it
 */
export async function removeCarPicture(db: Db, actor: StaffActor, pictureId: string): Promise<{ carId: number; unusedBasePath: string | undefined }> {
  return withPictureLocked(db, pictureId, async (tx, picture) => {
    const pictures = await picturesOfCar(tx, picture.carId);
    const exterior = pictures.filter((row) => row.kind === 'exterior');
    if (picture.kind === 'main' && exterior.length === 0) {
      throw new InvalidInput([{ field: 'pictureId', message: 'main_picture_needed' }], 'The car needs a main picture: add another outside picture first.');
    }
    await deletePicture(tx, picture.id);
    if (picture.kind === 'main') {
      const next = exterior[0]!;
      await placePicture(tx, next.id, 'main', 0);
      await renumber(tx, exterior.slice(1));
      await updateCar(tx, picture.carId, { mainPicture: mainPictureOf(next.basePath) });
    } else {
      await renumber(tx, pictures.filter((row) => row.kind === picture.kind && row.id !== picture.id));
    }
    await recordChange(tx, actor, { action: 'removeCarPicture', subject: { type: 'car', id: String(picture.carId) }, before: shown(picture), after: null });
    const unusedBasePath = (await basePathInUse(tx, picture.basePath, picture.id)) ? undefined : picture.basePath;
    return { carId: picture.carId, unusedBasePath };
  });
}
