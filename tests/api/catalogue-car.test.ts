import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { findingWordings, inspectionPointSeeds } from '../../server/seed/data/inspection-points.ts';
import { CATALOGUE_YEAR } from '../../server/seed/pricing.ts';
import { bearer, confirmedSession, newAccount } from './support/accounts.ts';
import { postGraphql, sendRaw } from './support/graphql.ts';
import { PUBLIC, readReferenceCars, type ReferenceCar } from './support/catalogue-reference.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

const translated = 'slug name nameTranslations { en es }';
const carQuery = `query getCar($slug: String!) { getCar(slug: $slug) {
  id slug title mainPicture year mileage certified listingPrice vin licensePlate keys owners sellerType
  status { slug name } priceInfo { monthlyPrice basePrice fee licensePlate transfer warranty }
  brand { name slug } carModel { name slug } countryVersion { name }
  curboSpot { id name slug city { name } address latitude longitude schedule phone }
  offerData { hasOffer label backgroundColor textColor discount originalPrice discountPercentage }
  version { name alias } bodyStyle { ${translated} } fuelType { ${translated} } transmission { ${translated} } driveTrain { ${translated} }
  exteriorColor { ${translated} hex } interiorColor { ${translated} hex } categories { ${translated} } features { ${translated} group }
  specs { engineDisplacementL cylinders horsepowerHp torqueLbFt seats doors tankCapacityGal lengthMm widthMm heightMm wheelbaseMm cargoCapacityL legRoomMm headRoomMm cityMpg highwayMpg }
  pictures { kind basePath widths width height } papers { titleChecked noOppositionChecked }
  inspection { inspectedAt score pointCount wheels { position treadDepthMm brakePadMm } areas { ${translated} points { ${translated} result note noteTranslations { en es } } } }
  relatedCars(limit: 8) { id slug title listingPrice status { slug } bodyStyle { slug } brand { slug } }
} }`;

type Translations = { en: string; es: string };
type Finding = { car_id: number; slug: string; result: 'repaired' | 'attention'; note: string; translations: Translations };

interface CarAnswer {
  [field: string]: unknown;
  id: string;
  title: string;
  status: { slug: string; name: string };
  pictures: { kind: string }[];
  categories: { slug: string }[];
  features: { slug: string }[];
  inspection: { pointCount: number; wheels: { position: string; treadDepthMm: number; brakePadMm: number }[]; areas: { slug: string; points: { slug: string; result: string; note: string | null; noteTranslations: Translations | null }[] }[] };
  relatedCars: { id: string; listingPrice: number; status: { slug: string }; bodyStyle: { slug: string }; brand: { slug: string } }[];
}

let server: TestServer;
let cars: ReferenceCar[];
beforeAll(async () => {
  server = await startCatalogueServer(120);
  cars = await readReferenceCars(server.database.db);
});
afterAll(() => server?.close());

const findingsOfCars = () =>
  queryRows<Finding>(
    server.database.db,
    sql`select i.car_id, p.slug, f.result::text as result, f.note, f.note_translations as translations from inspection_findings f
      join inspection_points p on p.id = f.point_id join car_inspections i on i.id = f.inspection_id`,
  );

const getCar = (slug: string) => postGraphql<{ getCar: CarAnswer }>(server.url, carQuery, { variables: { slug } });

describe('getCar', () => {
  it('answers every field of a listed car', async () => {
    const car = cars.find((candidate) => candidate.status === 'AVAILABLE' && candidate.hasOffer)!;
    const { status, body } = await getCar(car.slug);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const answer = body.data!.getCar;
    expect(answer).toMatchObject({ id: String(car.id), slug: car.slug, year: car.year, mileage: car.miles, listingPrice: car.price, status: { slug: 'AVAILABLE', name: 'Disponible' } });
    expect(answer.title).toMatch(new RegExp(`^\\S.* ${car.year}$`));
    expect(answer).toMatchObject({ brand: { slug: car.brand }, carModel: { slug: car.carModel }, bodyStyle: { slug: car.bodyStyle }, exteriorColor: { slug: car.color } });
    expect(answer).toMatchObject({ fuelType: { slug: car.fuelType }, transmission: { slug: car.transmission }, driveTrain: { slug: car.driveTrain }, curboSpot: { slug: car.curboSpot } });
    expect(answer.categories.map((category) => category.slug).sort()).toEqual([...car.categories].sort());
    expect(answer.features.map((feature) => feature.slug).sort()).toEqual([...car.features].sort());
    expect(answer.offerData).toMatchObject({ hasOffer: true, originalPrice: expect.any(Number), discount: expect.any(Number) });
    expect(answer.pictures.map((picture) => picture.kind)).toEqual(['main', 'exterior', 'exterior', 'exterior', 'interior']);
    expect(answer.specs).toMatchObject({ horsepowerHp: expect.any(Number), seats: expect.any(Number) });
    expect(answer.curboSpot).toMatchObject({ city: { name: expect.any(String) }, latitude: expect.any(Number) });
  });

  it('reports 4 wheels and every checklist point, ok unless a finding says otherwise', async () => {
    const findings = await findingsOfCars();
    const car = cars.find((candidate) => PUBLIC.has(candidate.status) && findings.some((finding) => finding.car_id === candidate.id))!;
    const { body } = await getCar(car.slug);
    const { inspection } = body.data!.getCar;
    expect(inspection.wheels.map((wheel) => wheel.position)).toEqual(['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK']);
    expect(inspection.pointCount).toBe(inspectionPointSeeds.length);
    expect(inspection.areas.map((area) => area.slug)).toEqual([...new Set(inspectionPointSeeds.map((point) => point.area))]);
    const points = inspection.areas.flatMap((area) => area.points);
    expect(points.map((point) => point.slug).sort()).toEqual(inspectionPointSeeds.map((point) => point.slug).sort());
    const expected = new Map(findings.filter((finding) => finding.car_id === car.id).map((finding) => [finding.slug, finding]));
    expect(expected.size).toBeGreaterThan(0);
    for (const point of points) {
      const finding = expected.get(point.slug);
      expect(point).toMatchObject({ result: finding?.result ?? 'ok', note: finding?.note ?? null, noteTranslations: finding?.translations ?? null });
    }
  });

  it('notes a handful of findings per car, each worded for its own point, in Spanish and in English', async () => {
    const findings = await findingsOfCars();
    const perCar = new Map(cars.map((car) => [car.id, 0]));
    for (const finding of findings) perCar.set(finding.car_id, (perCar.get(finding.car_id) ?? 0) + 1);
    for (const car of cars) {
      expect(perCar.get(car.id)).toBeLessThanOrEqual(CATALOGUE_YEAR - car.year <= 2 ? 2 : 8);
    }
    expect(cars.filter((car) => perCar.get(car.id)! > 0).length).toBeGreaterThan(cars.length / 2);
    for (const { slug, result, note, translations } of findings) {
      // Not a note from a shared list: one of the notes written for this very point and result.
      expect(findingWordings.get(slug)?.[result]).toContainEqual([note, translations.en]);
      expect(translations.es).toBe(note);
      expect(translations.en).not.toBe(note);
    }
  });

  it('notes a worn tyre or pad on its checklist point exactly when its gauge reads it worn', async () => {
    const inspections = await queryRows<Record<string, number>>(server.database.db, sql`select car_id,
      tread_left_front_mm::float8 as "LEFT_FRONT", tread_right_front_mm::float8 as "RIGHT_FRONT", tread_left_back_mm::float8 as "LEFT_BACK", tread_right_back_mm::float8 as "RIGHT_BACK",
      least(brake_left_front_mm, brake_right_front_mm)::float8 as "FRONT_PADS", least(brake_left_back_mm, brake_right_back_mm)::float8 as "REAR_PADS" from car_inspections`);
    const noted = new Set((await findingsOfCars()).map((finding) => `${finding.car_id} ${finding.slug}`));
    const gaugedPoint = (kind: 'tread' | 'brake', wheel: string) =>
      [...findingWordings].find(([, wording]) => wording.gauge?.kind === kind && wording.gauge.wheels[0] === wheel)![0];
    for (const row of inspections) {
      for (const wheel of ['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK']) expect(noted.has(`${row.car_id} ${gaugedPoint('tread', wheel)}`)).toBe(row[wheel]! < 3);
      expect(noted.has(`${row.car_id} ${gaugedPoint('brake', 'LEFT_FRONT')}`)).toBe(row.FRONT_PADS! < 4);
      expect(noted.has(`${row.car_id} ${gaugedPoint('brake', 'LEFT_BACK')}`)).toBe(row.REAR_PADS! < 4);
    }
  });

  it('names each status in Spanish and hides NOT_AVAILABLE and TO_REVIEW cars', async () => {
    const names = { AVAILABLE: 'Disponible', COMING_SOON: 'Próximamente', PENDING: 'Reservado', SOLD: 'Vendido' };
    for (const [slug, name] of Object.entries(names)) {
      const car = cars.find((candidate) => candidate.status === slug)!;
      expect((await getCar(car.slug)).body.data?.getCar.status).toEqual({ slug, name });
    }
    for (const hidden of ['NOT_AVAILABLE', 'TO_REVIEW']) {
      const car = cars.find((candidate) => candidate.status === hidden)!;
      expect((await getCar(car.slug)).body.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    }
  });

  it.each(['no-such-car', 'x'.repeat(5000), "' or 1=1 --"])('answers NOT_FOUND for the unknown slug %#', async (slug) => {
    const { status, body } = await getCar(slug);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it('serves the car page with status 200 for a listed car and 404 for an unknown or hidden one', async () => {
    const page = async (slug: string) => sendRaw(server.url, { path: `/car/${encodeURIComponent(slug)}`, method: 'GET', headers: { accept: 'text/html' } });
    const listed = cars.find((candidate) => PUBLIC.has(candidate.status))!;
    const hidden = cars.find((candidate) => candidate.status === 'NOT_AVAILABLE')!;
    expect((await page(listed.slug)).status).toBe(200);
    for (const slug of ['no-such-car', hidden.slug, 'x'.repeat(300)]) {
      const answer = await page(slug);
      // Still the SPA, which shows its not-found page; the status tells crawlers the same.
      expect([answer.status, answer.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
    }
  });

  it('relates listed cars of the same body style or brand within ±30 % of the price, available first, never itself', async () => {
    const car = cars.find((candidate) => candidate.status === 'AVAILABLE' && candidate.brand === 'toyota')!;
    const { relatedCars } = (await getCar(car.slug)).body.data!.getCar;
    expect(relatedCars.length).toBeGreaterThan(0);
    expect(relatedCars.length).toBeLessThanOrEqual(8);
    for (const related of relatedCars) {
      expect(related.id).not.toBe(String(car.id));
      expect(PUBLIC.has(related.status.slug)).toBe(true);
      expect(related.bodyStyle.slug === car.bodyStyle || related.brand.slug === car.brand).toBe(true);
      expect(Math.abs(related.listingPrice - car.price)).toBeLessThanOrEqual(car.price * 0.3);
    }
    const available = relatedCars.map((related) => related.status.slug === 'AVAILABLE');
    expect(available).toEqual([...available].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('askCarQuestion', () => {
  const ask = (input: Record<string, unknown>) =>
    postGraphql<{ askCarQuestion: { id: string; question: string } }>(server.url, 'mutation ask($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id question } }', { variables: { input } });

  it('stores the trimmed question as a lead for the car and the country', async () => {
    const car = cars.find((candidate) => candidate.status === 'AVAILABLE')!;
    const { body } = await ask({ carId: String(car.id), question: '  ¿Acepta vehículo como parte de pago?  ', email: 'ana@example.com' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.askCarQuestion).toEqual({ id: expect.any(String), question: '¿Acepta vehículo como parte de pago?' });
    const [lead] = await queryRows(server.database.db, sql`select l.kind::text, l.car_id, l.question, l.email, c.code from leads l join countries c on c.id = l.country_id where l.id = ${Number(body.data!.askCarQuestion.id)}`);
    expect(lead).toEqual({ kind: 'CAR_QUESTION', car_id: car.id, question: '¿Acepta vehículo como parte de pago?', email: 'ana@example.com', code: 'DO' });
  });

  it.each([
    [{ question: 'Hola', email: 'ana@example.com' }, 'question', 'too_short'],
    [{ question: 'x'.repeat(151), phone: '8095551234' }, 'question', 'too_long'],
    [{ question: 'Is it still available?', email: 'nope' }, 'email', 'invalid_email'],
    [{ question: 'Is it still available?', email: `${'a'.repeat(45)}@example.com` }, 'email', 'too_long'],
  ])('refuses %j with BAD_USER_INPUT on %s', async (input, field, message) => {
    const car = cars.find((candidate) => candidate.status === 'AVAILABLE')!;
    const { body } = await ask({ carId: String(car.id), ...input });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field, message }] });
  });

  it('asks someone not signed in for an e-mail or a WhatsApp number, and stores the number', async () => {
    const car = cars.find((candidate) => candidate.status === 'AVAILABLE')!;
    for (const contact of [{}, { email: '  ' }, { email: null, phone: '' }]) {
      const { body } = await ask({ carId: String(car.id), question: 'Is it still available?', ...contact });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'email', message: 'contact_required' }] });
    }
    const refused = await ask({ carId: String(car.id), question: 'Is it still available?', phone: '809-555' });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'phone', message: 'only_numbers' }] });
    const { body } = await ask({ carId: String(car.id), question: 'Is it still available?', phone: ' 8095551234 ' });
    expect(body.errors).toBeUndefined();
    const [lead] = await queryRows(server.database.db, sql`select email, phone from leads where id = ${Number(body.data!.askCarQuestion.id)}`);
    expect(lead).toEqual({ email: null, phone: '8095551234' });
  });

  it('needs no contact from a signed-in user, whose account is the way back', async () => {
    const car = cars.find((candidate) => candidate.status === 'AVAILABLE')!;
    const account = newAccount();
    const { accessToken } = await confirmedSession(server.url, server.database.db, account);
    const { body } = await postGraphql<{ askCarQuestion: { id: string } }>(server.url, 'mutation ask($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id } }', {
      variables: { input: { carId: String(car.id), question: 'Is it still available?' } },
      headers: bearer(accessToken),
    });
    expect(body.errors).toBeUndefined();
    const [lead] = await queryRows(server.database.db, sql`select email, phone from leads where id = ${Number(body.data!.askCarQuestion.id)}`);
    expect(lead).toEqual({ email: account.email, phone: null });
  });

  it.each(['999999', 'abc', String(2 ** 40), '0'])('answers NOT_FOUND for the car %j', async (carId) => {
    const { body } = await ask({ carId, question: 'Is it still available?', email: 'ana@example.com' });
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it('answers NOT_FOUND for a car that is not listed', async () => {
    const hidden = cars.find((candidate) => candidate.status === 'TO_REVIEW')!;
    const { body } = await ask({ carId: String(hidden.id), question: 'Is it still available?', email: 'ana@example.com' });
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });
});
