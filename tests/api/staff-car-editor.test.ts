import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { codesOf } from './support/accounts.ts';
import { listing } from './support/catalogue-client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { staffSession } from './support/staff-client.ts';
import { startSecondInstance, type TestServer } from './support/test-server.ts';

// The console's car editor (staff.graphql createCar, updateCar): a car entered by an operator is on
// sale in the public catalogue, with its facets, its report and its drawn pictures.
let instances: TestServer[];
let operator: Record<string, string>;
let customer: Record<string, string>;
const server = () => instances[0]!;
const db = () => server().database.db;

type Choice = { trim: string; model: string; brand: string; year: number; body_style: string; fuel: string };
let choice: Choice;
let otherTrim: Choice;
let colours: string[];
let spot: string;

beforeAll(async () => {
  const first = await startCatalogueServer(30);
  // On PostgreSQL a second instance shares the database, as in production; PGlite serves one process.
  instances = first.databaseUrl ? [first, await startSecondInstance(first)] : [first];
  operator = (await staffSession(first.url, db(), ['operator'])).headers;
  customer = (await staffSession(first.url, db(), [])).headers;
  const trims = await queryRows<Choice>(
    db(),
    sql`select trims.slug as trim, car_models.slug as model, brands.slug as brand, trims.year, body_styles.slug as body_style, fuel_types.slug as fuel
        from trims join car_models on car_models.id = trims.model_id join brands on brands.id = car_models.brand_id
        join body_styles on body_styles.id = trims.body_style_id join fuel_types on fuel_types.id = trims.fuel_type_id
        where trims.year >= 2015 order by trims.id limit 400`,
  );
  choice = trims[0]!;
  otherTrim = trims.find((trim) => trim.model !== choice.model)!;
  colours = (await queryRows<{ slug: string }>(db(), sql`select slug from colors order by id`)).map((row) => row.slug);
  spot = (await queryRows<{ slug: string }>(db(), sql`select slug from spots order by id limit 1`))[0]!.slug;
}, 120_000);
afterAll(async () => {
  for (const instance of [...(instances ?? [])].reverse()) await instance.close();
});

const wheels = (tread: number, brake: number) => ['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'].map((position, index) => ({ position, treadDepthMm: tread - index * 0.5, brakePadMm: brake }));
let serial = 0;
/** A VIN of the right shape, different for each car of the run. */
const freshVin = () => `1HGCM8263${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(2, '0')}`.slice(0, 17);
const freshPlate = () => `A${String((Date.now() + ++serial) % 1e6).padStart(6, '0')}`;

function description(overrides: { vin?: string; plate?: string; price?: number } = {}) {
  return {
    vehicle: { brand: choice.brand, model: choice.model, year: choice.year, trim: choice.trim, exteriorColor: colours[0]!, interiorColor: colours[1]!, countryVersion: null },
    sale: { spot, sellerType: 'SPOT', certified: true, mileage: 12_345, vin: overrides.vin ?? freshVin(), licensePlate: overrides.plate ?? freshPlate(), keys: 2, owners: 1, price: overrides.price ?? 1_234_000, offer: null },
    papers: { titleChecked: true, noOppositionChecked: false },
    inspection: { inspectedAt: '2025-10-20', wheels: wheels(7, 9), findings: [] as { point: string; result: string; note: string }[] },
  };
}

const carFields = 'id slug title year mileage listingPrice certified status { slug } brand { slug } carModel { slug } bodyStyle { slug } exteriorColor { slug } curboSpot { slug } offerData { hasOffer discount originalPrice } papers { titleChecked noOppositionChecked } pictures { kind basePath } mainPicture';
type EditedCar = {
  id: string;
  slug: string;
  title: string;
  mileage: number;
  listingPrice: number;
  status: { slug: string };
  brand: { slug: string };
  bodyStyle: { slug: string };
  exteriorColor: { slug: string };
  offerData: { hasOffer: boolean; discount: number | null; originalPrice: number | null };
  papers: { titleChecked: boolean; noOppositionChecked: boolean };
  pictures: { kind: string; basePath: string }[];
  mainPicture: string;
};
const create = (input: unknown, headers = operator) =>
  postFrom<{ createCar: EditedCar }>(server().url, freshClientIp(), `mutation c($input: CreateCarInput!) { createCar(input: $input) { ${carFields} } }`, { headers, variables: { input } });
const update = (input: unknown) => postFrom<{ updateCar: EditedCar }>(server().url, freshClientIp(), `mutation u($input: UpdateCarInput!) { updateCar(input: $input) { ${carFields} } }`, { headers: operator, variables: { input } });
const reportOf = (url: string, slug: string) =>
  postFrom<{ getCar: { inspection: { score: number; wheels: { position: string; treadDepthMm: number; brakePadMm: number }[]; areas: { points: { slug: string; result: string; note: string | null }[] }[] } } }>(
    url,
    freshClientIp(),
    'query c($slug: String!) { getCar(slug: $slug) { inspection { score wheels { position treadDepthMm brakePadMm } areas { points { slug result note } } } } }',
    { variables: { slug } },
  );
const carCount = async () => (await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from cars`))[0]!.count;
const listedOn = async (url: string, carId: string, where: Record<string, unknown>) => (await listing(url, { limit: 60, where })).cars.some((car) => car.id === carId);
const firstPoint = async () => (await queryRows<{ slug: string }>(db(), sql`select slug from inspection_points order by area, position limit 2`)).map((row) => row.slug);

describe('createCar', () => {
  it('enters a car on sale that every instance lists under its brand, body style and colour, with its report and drawn pictures', async () => {
    const [point] = await firstPoint();
    const input = { status: 'AVAILABLE', ...description() };
    input.inspection.findings = [{ point: point!, result: 'attention', note: 'Rayón en la puerta trasera' }];
    const answer = await create(input);
    expect(answer.body.errors).toBeUndefined();
    const car = answer.body.data!.createCar;
    expect(car).toMatchObject({ status: { slug: 'AVAILABLE' }, brand: { slug: choice.brand }, bodyStyle: { slug: choice.body_style }, exteriorColor: { slug: colours[0] }, listingPrice: 1_234_000, mileage: 12_345 });
    expect(car.papers).toEqual({ titleChecked: true, noOppositionChecked: false });
    expect(car.pictures.map((picture) => picture.kind)).toEqual(['main', 'exterior', 'exterior', 'exterior', 'interior']);
    expect(car.mainPicture).toBe(`/media/cars/${choice.model}-${choice.body_style}-${colours[0]}-three-quarter-428.webp`);

    for (const instance of instances) {
      await expect.poll(() => listedOn(instance.url, car.id, { brand: [choice.brand], bodyStyle: [choice.body_style], color: [colours[0]], fuelType: [choice.fuel] }), { timeout: 5000, interval: 100 }).toBe(true);
      expect(await listedOn(instance.url, car.id, { brand: [choice.brand], color: [colours[2]] })).toBe(false);
      const report = (await reportOf(instance.url, car.slug)).body.data!.getCar.inspection;
      expect(report.wheels).toEqual(wheels(7, 9));
      const points = report.areas.flatMap((area) => area.points);
      expect(points.find((entry) => entry.slug === point)).toMatchObject({ result: 'attention', note: 'Rayón en la puerta trasera' });
      expect(points.filter((entry) => entry.result !== 'ok')).toHaveLength(1);
      expect(report.score).toBe(96);
    }
    const [entry] = await queryRows<{ action: string }>(db(), sql`select action from audit_log where subject_type = 'car' and subject_id = ${car.id}`);
    expect(entry).toEqual({ action: 'createCar' });
  });

  it('keeps a car entered for review out of the public catalogue', async () => {
    const answer = await create({ status: 'TO_REVIEW', ...description() });
    expect(answer.body.errors).toBeUndefined();
    const car = answer.body.data!.createCar;
    expect(car.status.slug).toBe('TO_REVIEW');
    expect(await listedOn(server().url, car.id, { brand: [choice.brand] })).toBe(false);
    const [row] = await queryRows<{ published_at: Date | null }>(db(), sql`select published_at from cars where id = ${Number(car.id)}`);
    expect(row!.published_at).toBeNull();
  });

  it('refuses invalid input naming each field, and writes nothing', async () => {
    const before = await carCount();
    const input = { status: 'SOLD', ...description({ vin: 'NOT-A-VIN', price: 900_000 }) };
    input.sale.mileage = -5;
    (input.sale as { offer: unknown }).offer = { originalPrice: 800_000, labelEs: 'Oferta', labelEn: 'Deal', backgroundColor: '#ff0000', textColor: 'white' };
    input.inspection.wheels = input.inspection.wheels.slice(0, 3);
    const answer = await create(input);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const errors = (answer.body.errors![0]!.extensions as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'not_initial_status' },
        { field: 'sale.vin', message: 'invalid_vin' },
        { field: 'sale.mileage', message: 'too_small' },
        { field: 'sale.offer.textColor', message: 'invalid_color' },
        { field: 'inspection.wheels', message: 'four_wheels' },
      ]),
    );
    const offerBelow = { status: 'AVAILABLE', ...description({ price: 900_000 }) };
    (offerBelow.sale as { offer: unknown }).offer = { originalPrice: 800_000, labelEs: 'Oferta', labelEn: 'Deal', backgroundColor: '#ff0000', textColor: '#ffffff' };
    expect((await create(offerBelow)).body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'sale.offer.originalPrice', message: 'not_above_price' }] });
    expect(await carCount()).toBe(before);
  });

  it('refuses lookups the catalogue lacks or that disagree with the trim, and a VIN another car has', async () => {
    const before = await carCount();
    const unknown = { status: 'AVAILABLE', ...description() };
    unknown.vehicle.exteriorColor = 'color-que-no-existe';
    unknown.sale.spot = 'spot-que-no-existe';
    unknown.inspection.findings = [{ point: 'punto-que-no-existe', result: 'repaired', note: 'Cambiado' }];
    expect((await create(unknown)).body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [
        { field: 'vehicle.exteriorColor', message: 'unknown' },
        { field: 'sale.spot', message: 'unknown' },
      ],
    });
    const noTrim = { status: 'AVAILABLE', ...description() };
    noTrim.vehicle.trim = 'version-que-no-existe';
    expect((await create(noTrim)).body.errors?.[0]?.extensions).toMatchObject({ errors: [{ field: 'vehicle.trim', message: 'unknown' }] });
    const otherModel = { status: 'AVAILABLE', ...description() };
    otherModel.vehicle.trim = otherTrim.trim;
    otherModel.vehicle.year = otherTrim.year;
    expect(codesOf(await create(otherModel))).toEqual(['BAD_USER_INPUT']);
    const point = { status: 'AVAILABLE', ...description() };
    point.inspection.findings = [{ point: 'punto-que-no-existe', result: 'repaired', note: 'Cambiado' }];
    expect((await create(point)).body.errors?.[0]?.extensions).toMatchObject({ errors: [{ field: 'inspection.findings.0.point', message: 'unknown' }] });

    const [taken] = await queryRows<{ vin: string }>(db(), sql`select vin from cars order by id limit 1`);
    expect((await create({ status: 'AVAILABLE', ...description({ vin: taken!.vin.toLowerCase() }) })).body.errors?.[0]?.extensions).toMatchObject({ errors: [{ field: 'sale.vin', message: 'taken' }] });
    expect(await carCount()).toBe(before);
  });

  it('is FORBIDDEN to a buyer, who changes nothing', async () => {
    const before = await carCount();
    expect(codesOf(await create({ status: 'AVAILABLE', ...description() }, customer))).toEqual(['FORBIDDEN']);
    expect(await carCount()).toBe(before);
  });
});

describe('updateCar', () => {
  it('describes the car anew: its price, offer, colour and report change everywhere; its status and slug stay', async () => {
    const created = (await create({ status: 'AVAILABLE', ...description() })).body.data!.createCar;
    const form = await postFrom<{ staffCarForm: { status: string; title: string; sale: { vin: string; price: number } } }>(server().url, freshClientIp(), 'query f($id: ID!) { staffCarForm(carId: $id) { status title sale { vin price } } }', {
      headers: operator,
      variables: { id: created.id },
    });
    // Named as the car's own pages name it, for the console's pages about it.
    expect(form.body.data!.staffCarForm).toMatchObject({ status: 'AVAILABLE', title: created.title, sale: { price: 1_234_000 } });

    const [point, second] = await firstPoint();
    const next = description({ vin: form.body.data!.staffCarForm.sale.vin, price: 1_100_000 });
    next.vehicle.exteriorColor = colours[2]!;
    (next.sale as { offer: unknown }).offer = { originalPrice: 1_200_000, labelEs: 'Rebajado', labelEn: 'Reduced', backgroundColor: '#d62828', textColor: '#ffffff' };
    next.inspection.wheels = wheels(5, 4);
    next.inspection.findings = [
      { point: point!, result: 'repaired', note: 'Pintura retocada' },
      { point: second!, result: 'attention', note: 'Revisar pronto' },
    ];
    const answer = await update({ carId: created.id, ...next });
    expect(answer.body.errors).toBeUndefined();
    const car = answer.body.data!.updateCar;
    expect(car).toMatchObject({ id: created.id, slug: created.slug, status: { slug: 'AVAILABLE' }, listingPrice: 1_100_000, exteriorColor: { slug: colours[2] } });
    expect(car.offerData).toEqual({ hasOffer: true, discount: 100_000, originalPrice: 1_200_000 });
    expect(car.mainPicture).toContain(`-${colours[2]}-three-quarter-428.webp`);

    for (const instance of instances) {
      await expect.poll(() => listedOn(instance.url, car.id, { brand: [choice.brand], color: [colours[2]], offer: ['with-offer'] }), { timeout: 5000, interval: 100 }).toBe(true);
      expect(await listedOn(instance.url, car.id, { brand: [choice.brand], color: [colours[0]] })).toBe(false);
      const report = (await reportOf(instance.url, car.slug)).body.data!.getCar.inspection;
      expect(report.wheels).toEqual(wheels(5, 4));
      expect(report.areas.flatMap((area) => area.points).filter((entry) => entry.result !== 'ok')).toHaveLength(2);
    }
    const entries = await queryRows<{ action: string; before: { sale: { price: number } } | null }>(db(), sql`select action, before from audit_log where subject_type = 'car' and subject_id = ${car.id} order by id`);
    expect(entries.map((entry) => entry.action)).toEqual(['createCar', 'updateCar']);
    expect(entries[1]!.before!.sale.price).toBe(1_234_000);
  });

  it('names an unknown car, and refuses a VIN another car has', async () => {
    expect(codesOf(await update({ carId: '999999999', ...description() }))).toEqual(['NOT_FOUND']);
    const first = (await create({ status: 'TO_REVIEW', ...description() })).body.data!.createCar;
    const [other] = await queryRows<{ vin: string }>(db(), sql`select vin from cars where id <> ${Number(first.id)} order by id limit 1`);
    expect((await update({ carId: first.id, ...description({ vin: other!.vin }) })).body.errors?.[0]?.extensions).toMatchObject({ errors: [{ field: 'sale.vin', message: 'taken' }] });
  });
});

describe('what the editor reads', () => {
  const formFields = `status vehicle { brand model year trim exteriorColor interiorColor countryVersion }
    sale { spot sellerType certified mileage vin licensePlate keys owners price offer { originalPrice labelEs labelEn backgroundColor textColor } }
    papers { titleChecked noOppositionChecked } inspection { inspectedAt wheels { position treadDepthMm brakePadMm } findings { point result note } }`;

  it('gives a car back exactly as it was described, for the editor to change', async () => {
    const [point] = await firstPoint();
    const input = description({ price: 1_500_000 });
    (input.sale as { offer: unknown }).offer = { originalPrice: 1_600_000, labelEs: 'Rebajado', labelEn: 'Reduced', backgroundColor: '#d62828', textColor: '#ffffff' };
    input.inspection.findings = [{ point: point!, result: 'repaired', note: 'Pintura retocada' }];
    const car = (await create({ status: 'COMING_SOON', ...input })).body.data!.createCar;
    const form = await postFrom<{ staffCarForm: unknown }>(server().url, freshClientIp(), `query f($id: ID!) { staffCarForm(carId: $id) { ${formFields} } }`, { headers: operator, variables: { id: car.id } });
    expect(form.body.data!.staffCarForm).toEqual({ status: 'COMING_SOON', ...input });
  });

  it('shows a trim with what a car of it takes from it: body style, fuel and specs', async () => {
    const answer = await postFrom<{ staffTrim: { bodyStyle: { slug: string }; fuelType: { slug: string }; specs: { seats: number } } }>(
      server().url,
      freshClientIp(),
      'query t($slug: String!) { staffTrim(slug: $slug) { bodyStyle { slug } fuelType { slug } specs { seats } } }',
      { headers: operator, variables: { slug: choice.trim } },
    );
    expect(answer.body.data!.staffTrim).toMatchObject({ bodyStyle: { slug: choice.body_style }, fuelType: { slug: choice.fuel } });
    expect(answer.body.data!.staffTrim.specs.seats).toBeGreaterThan(0);
    expect(codesOf(await postFrom(server().url, freshClientIp(), 'query { staffTrim(slug: "version-que-no-existe") { name } }', { headers: operator }))).toEqual(['NOT_FOUND']);
  });

  it('lists the paints, spots, country versions and the whole checklist by area', async () => {
    const answer = await postFrom<{ staffCarOptions: { colors: { slug: string; hex: string }[]; spots: { slug: string }[]; countryVersions: { slug: string }[]; inspectionAreas: { slug: string; points: { slug: string }[] }[] } }>(
      server().url,
      freshClientIp(),
      'query { staffCarOptions { colors { slug hex } spots { slug } countryVersions { slug } inspectionAreas { slug points { slug } } } }',
      { headers: operator },
    );
    const options = answer.body.data!.staffCarOptions;
    expect(options.colors.map((colour) => colour.slug)).toEqual(colours);
    expect(options.spots.map((each) => each.slug)).toContain(spot);
    expect(options.countryVersions.length).toBeGreaterThan(0);
    const points = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from inspection_points`);
    expect(options.inspectionAreas.flatMap((area) => area.points)).toHaveLength(points[0]!.count);
    expect(codesOf(await postFrom(server().url, freshClientIp(), 'query { staffCarOptions { colors { slug } } }', { headers: customer }))).toEqual(['FORBIDDEN']);
  });
});
