import type { CarDescription, CarInspectionReport, CreateCarValues } from '../../common/validation/car-editor.ts';
import type { Db } from '../db/client.ts';
import {
  categoryIds,
  colorIds,
  countryVersionIds,
  identityTaken,
  insertCarRow,
  inspectionPointIds,
  replaceInspection,
  replacePicturesAndCategories,
  spotIds,
  trimForCar,
} from '../db/queries/car-editor.ts';
import { lockCarForChange, updateCar } from '../db/queries/inventory.ts';
import { isUniqueViolation } from '../db/queries/users.ts';
import { type FieldError, InvalidInput, NotFound } from '../domain-errors.ts';
import { type StaffActor, recordChange } from './audit.ts';
import { carDescription } from './car-description.ts';
import { type ResolvedLookups, carColumns, categorySlugsOf, drawnPictures, inspectionColumns } from './car-columns.ts';

/**
 * Finds every lookup the description names, and refuses it with one error per field that names
 * something unknown or that disagrees with the trim (a trim is one model's, of one year).
 */
async function resolveLookups(db: Db, { vehicle, sale }: CarDescription): Promise<ResolvedLookups> {
  const [trim, colours, spots, versions] = await Promise.all([
    trimForCar(db, vehicle.trim),
    colorIds(db, [vehicle.exteriorColor, vehicle.interiorColor]),
    spotIds(db, [sale.spot]),
    countryVersionIds(db, vehicle.countryVersion ? [vehicle.countryVersion] : []),
  ]);
  const errors: FieldError[] = [];
  const unknown = (field: string) => errors.push({ field, message: 'unknown' });
  if (!trim) unknown('vehicle.trim');
  else {
    if (trim.brandSlug !== vehicle.brand) unknown('vehicle.brand');
    else if (trim.modelSlug !== vehicle.model) unknown('vehicle.model');
    else if (trim.year !== vehicle.year) unknown('vehicle.year');
  }
  if (!colours.has(vehicle.exteriorColor)) unknown('vehicle.exteriorColor');
  if (!colours.has(vehicle.interiorColor)) unknown('vehicle.interiorColor');
  if (vehicle.countryVersion && !versions.has(vehicle.countryVersion)) unknown('vehicle.countryVersion');
  if (!spots.has(sale.spot)) unknown('sale.spot');
  if (errors.length > 0 || !trim) throw new InvalidInput(errors, 'The car names something the catalogue does not have.');
  return {
    trim,
    exteriorColorId: colours.get(vehicle.exteriorColor)!,
    interiorColorId: colours.get(vehicle.interiorColor)!,
    spotId: spots.get(sale.spot)!,
    countryVersionId: vehicle.countryVersion ? versions.get(vehicle.countryVersion)! : null,
  };
}

/** The checklist's ids of the points a report names; an unknown point is BAD_USER_INPUT at `inspection.findings.<n>.point`. */
export async function pointIdsOf(db: Db, { inspection }: { inspection: CarInspectionReport }): Promise<Map<string, number>> {
  const ids = await inspectionPointIds(db, inspection.findings.map((finding) => finding.point));
  const errors = inspection.findings.flatMap((finding, index) => (ids.has(finding.point) ? [] : [{ field: `inspection.findings.${index}.point`, message: 'unknown' }]));
  if (errors.length > 0) throw new InvalidInput(errors, 'The report names a point the checklist does not have.');
  return ids;
}

async function refuseTakenIdentity(db: Db, { sale }: CarDescription, exceptId?: number): Promise<void> {
  const taken = await identityTaken(db, sale.vin, sale.licensePlate, exceptId);
  const errors = [...(taken.vin ? [{ field: 'sale.vin', message: 'taken' }] : []), ...(taken.licensePlate ? [{ field: 'sale.licensePlate', message: 'taken' }] : [])];
  if (errors.length > 0) throw new InvalidInput(errors, 'Another car has this VIN or plate.');
}

/** Writes the report, pictures and categories that go with the car's row, in the caller's transaction. */
async function writeDetails(tx: Db, carId: number, description: CarDescription, lookups: ResolvedLookups, points: Map<string, number>): Promise<void> {
  const findings = description.inspection.findings.map((finding) => ({
    pointId: points.get(finding.point)!,
    result: finding.result,
    // The note is written once, in the language of the person who inspected; both readers see it.
    note: finding.note,
    noteTranslations: { es: finding.note, en: finding.note },
  }));
  await replaceInspection(tx, carId, inspectionColumns(description.inspection), findings);
  const categories = await categoryIds(tx, categorySlugsOf(lookups.trim.modelSlug, description.sale.price));
  await replacePicturesAndCategories(tx, carId, drawnPictures(lookups.trim, description.vehicle), [...categories.values()]);
}

/** A VIN or plate taken by a car written at the same moment is the same refusal as one found before. */
async function refusingRaces<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidInput([{ field: 'sale.vin', message: 'taken' }], 'Another car has this VIN or plate.');
    throw error;
  }
}

/**
 * Enters a car with its report, drawn pictures and categories in one transaction. The catalogue's
 * change feed (migration 0019) carries the new rows to every API instance's index.
 * @returns the new car's id
 */
export async function createCar(db: Db, actor: StaffActor, input: CreateCarValues): Promise<string> {
  const { status, ...description } = input;
  const lookups = await resolveLookups(db, description);
  const points = await pointIdsOf(db, description);
  await refuseTakenIdentity(db, description);
  return refusingRaces(() =>
    db.transaction(async (tx) => {
      const slug = `${lookups.trim.modelSlug}-${lookups.trim.year}-${description.sale.vin.toLowerCase()}`;
      const carId = await insertCarRow(tx, { ...carColumns(description, lookups), slug, status, publishedAt: status === 'AVAILABLE' ? new Date() : null });
      await writeDetails(tx, carId, description, lookups, points);
      await recordChange(tx, actor, { action: 'createCar', subject: { type: 'car', id: String(carId) }, before: null, after: { status, ...description } });
      return String(carId);
    }),
  );
}

/**
 * Describes the car anew; its status and slug stay (the status moves by setCarStatus, and the
 * address a buyer saved keeps working). @throws NotFound for an unknown car
 */
export async function updateCarDescription(db: Db, actor: StaffActor, carId: number, description: CarDescription): Promise<void> {
  const lookups = await resolveLookups(db, description);
  const points = await pointIdsOf(db, description);
  await refuseTakenIdentity(db, description, carId);
  await refusingRaces(() =>
    db.transaction(async (tx) => {
      const car = await lockCarForChange(tx, carId);
      if (!car) throw new NotFound('No car has this id.');
      const before = await carDescription(tx, carId);
      await updateCar(tx, carId, carColumns(description, lookups));
      await writeDetails(tx, carId, description, lookups, points);
      await recordChange(tx, actor, { action: 'updateCar', subject: { type: 'car', id: String(carId) }, before: before?.description ?? null, after: description });
    }),
  );
}
