import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { pictureSizes } from '../../server/media/paths.ts';
import { STAFF_OPERATIONS, STAFF_ROLES, type StaffRole } from '../../server/staff/staff-operations.ts';
import { codesOf } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { testPicture, uploadPicture } from './support/picture-upload-client.ts';
import { startS3TestServer, type S3TestServer } from './support/s3-test-server.ts';
import { auditCount, carInStatus, staffSession } from './support/staff-client.ts';
import { startSecondInstance, startTestServer, type TestServer } from './support/test-server.ts';

// Instance A takes the uploads; instance B has a data folder of its own (and, on PGlite, a
// database of its own too) and shares only the S3-compatible bucket with A.
let s3: S3TestServer;
let a: TestServer;
let b: TestServer;
let operator: Awaited<ReturnType<typeof staffSession>>;
const db = () => a.database.db;

beforeAll(async () => {
  s3 = await startS3TestServer();
  const env = {
    PICTURE_STORE: 's3',
    S3_ENDPOINT: s3.settings.endpoint,
    S3_BUCKET: s3.settings.bucket,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
  };
  a = await startCatalogueServer(4, {}, env);
  b = a.databaseUrl ? await startSecondInstance(a, env) : await startTestServer(env);
  operator = await staffSession(a.url, db(), ['operator']);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

const ask = <Data = Record<string, unknown>>(url: string, query: string, headers: Record<string, string>, variables?: Record<string, unknown>) => postFrom<Data>(url, freshClientIp(), query, { headers, variables });
const picturesQuery = 'query p($carId: ID!) { staffCarPictures(carId: $carId) { id kind position basePath widths } }';
type Picture = { id: string; kind: string; position: number; basePath: string; widths: number[] };

async function picturesOf(carId: string): Promise<Picture[]> {
  const answer = await ask<{ staffCarPictures: Picture[] }>(a.url, picturesQuery, operator.headers, { carId });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.staffCarPictures;
}

const fileUrl = (server: TestServer, basePath: string, width: number) => `${server.url}${basePath}-${width}.webp`;

describe('uploading a picture', () => {
  it('stores every width as WebP under a content-hashed name, served for good, and lists it last among its kind', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    const before = await picturesOf(car.id);
    const entries = await auditCount(db());
    const answer = await uploadPicture(a.url, car.id, await testPicture('png'), { headers: operator.headers });
    expect(answer.status).toBe(201);
    const picture = answer.body.picture!;
    expect(picture).toMatchObject({ kind: 'exterior', position: before.filter((row) => row.kind === 'exterior').length, widths: pictureSizes.map((size) => size.width) });
    expect(picture.basePath).toMatch(new RegExp(`^/media/cars/uploads/${car.id}-[0-9a-f]{20}$`));
    for (const size of pictureSizes) {
      const response = await fetch(fileUrl(a, picture.basePath, size.width));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      // 214×135 is the catalogue card.
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: size.width, height: size.height });
    }
    expect((await picturesOf(car.id)).map((row) => row.id)).toContain(picture.id);
    expect(await auditCount(db())).toBe(entries + 1);
    const [entry] = await queryRows<{ action: string; actor_email: string }>(db(), sql`select action, actor_email from audit_log order by id desc limit 1`);
    expect(entry).toEqual({ action: 'uploadCarPicture', actor_email: operator.user.email });
  });

  it('turns a phone photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    // Stored 400 wide and 700 high, shown turned a quarter: 700×400, wide enough only once upright.
    const photo = await sharp(await testPicture('jpeg', 400, 700, 1)).withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone', Artist: 'GPS 18.48N 69.93W' } } }).jpeg().toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await uploadPicture(a.url, car.id, photo, { headers: operator.headers, kind: 'interior', contentType: 'image/jpeg' });
    expect(answer.status).toBe(201);
    expect(answer.body.picture!.kind).toBe('interior');
    const file = Buffer.from(await (await fetch(fileUrl(a, answer.body.picture!.basePath, 1280))).arrayBuffer());
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.includes('GPS 18.48N')).toBe(false);
  });

  it('refuses what is not a JPEG, PNG or WebP picture of a sensible size, judging the bytes and not the header', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    const png = await testPicture('png');
    const upload = (bytes: Uint8Array, options: Parameters<typeof uploadPicture>[3] = {}) => uploadPicture(a.url, car.id, bytes, { headers: operator.headers, ...options });
    const fieldErrors = (answer: Awaited<ReturnType<typeof uploadPicture>>) => answer.body.errors?.[0]?.extensions;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><script>alert(1)</script></svg>');
    const gif = await sharp(png).gif().toBuffer();
    const cases: [string, Promise<Awaited<ReturnType<typeof uploadPicture>>>, number, string, string][] = [
      ['an SVG labelled PNG', upload(svg), 400, 'picture', 'unsupported_format'],
      ['a GIF', upload(gif, { contentType: 'image/webp' }), 400, 'picture', 'unsupported_format'],
      ['text', upload(Buffer.from('just some words, not a picture at all'), { contentType: 'application/octet-stream' }), 400, 'picture', 'unsupported_format'],
      ['a PNG cut short', upload(png.subarray(0, 200)), 400, 'picture', 'not_an_image'],
      ['a PNG whose header lies about being a JPEG', upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png.subarray(3)]), { contentType: 'image/jpeg' }), 400, 'picture', 'not_an_image'],
      ['a picture too small for the card', upload(await testPicture('png', 320, 200)), 400, 'picture', 'too_small'],
      ['a body over 15 MB', upload(Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024)])), 413, 'picture', 'too_large'],
      ['a form post', upload(Buffer.from('picture=x'), { contentType: 'application/x-www-form-urlencoded' }), 415, 'picture', 'unsupported_format'],
      ['an unknown kind', upload(png, { kind: 'roof' }), 400, 'kind', 'unknown_kind'],
    ];
    const entries = await auditCount(db());
    const objects = s3.keys().length;
    for (const [name, pending, status, field, message] of cases) {
      const answer = await pending;
      expect({ name, status: answer.status, extensions: fieldErrors(answer) }).toEqual({ name, status, extensions: { code: 'BAD_USER_INPUT', errors: [{ field, message }] } });
    }
    // A picture far beyond the pixel limit is refused from its header, before it is decoded.
    const huge = await sharp({ create: { width: 12_001, height: 500, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(fieldErrors(await upload(huge))).toEqual({ code: 'BAD_USER_INPUT', errors: [{ field: 'picture', message: 'too_large' }] });
    expect(codesOf({ status: 0, headers: new Headers(), body: (await uploadPicture(a.url, '999999999', png, { headers: operator.headers })).body } as never)).toEqual(['NOT_FOUND']);
    expect(await auditCount(db())).toBe(entries);
    expect(s3.keys().length).toBe(objects);
  });
});

describe('who may upload', () => {
  const callers: { name: string; roles: readonly StaffRole[] | 'anonymous' }[] = [
    { name: 'anonymous', roles: 'anonymous' },
    { name: 'customer', roles: [] },
    ...STAFF_ROLES.map((role) => ({ name: role, roles: [role] as const })),
  ];
  it.each(callers)('$name', async ({ roles }) => {
    const car = await carInStatus(db(), 'AVAILABLE');
    const headers = roles === 'anonymous' ? {} : (await staffSession(a.url, db(), roles)).headers;
    const entries = await auditCount(db());
    const answer = await uploadPicture(a.url, car.id, await testPicture('png', 1280, 800, 2), { headers });
    const codes = (answer.body.errors ?? []).map((error) => error.extensions.code);
    if (roles === 'anonymous') {
      expect({ status: answer.status, codes }).toEqual({ status: 401, codes: ['UNAUTHENTICATED'] });
    } else if (!roles.some((role) => (STAFF_OPERATIONS.uploadCarPicture as readonly string[]).includes(role))) {
      expect({ status: answer.status, codes }).toEqual({ status: 403, codes: ['FORBIDDEN'] });
    } else {
      expect(answer.status).toBe(201);
      return;
    }
    expect(await auditCount(db())).toBe(entries);
  });

  it('an access token that is not one of ours is MALFORMED_TOKEN, as on GraphQL', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    const answer = await uploadPicture(a.url, car.id, await testPicture('png'), { headers: { authorization: 'Bearer not.a.token' } });
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('MALFORMED_TOKEN');
  });
});

describe('arranging the pictures', () => {
  const setMain = 'mutation m($input: CarPictureRefInput!) { setMainCarPicture(input: $input) { id kind position basePath } }';
  const move = 'mutation m($input: MoveCarPictureInput!) { moveCarPicture(input: $input) { id kind position } }';
  const remove = 'mutation m($input: CarPictureRefInput!) { removeCarPicture(input: $input) { id kind position } }';
  const mainPictureOf = async (server: TestServer, slug: string) =>
    (await ask<{ getCar: { mainPicture: string } }>(server.url, 'query c($slug: String!) { getCar(slug: $slug) { mainPicture } }', {}, { slug })).body.data?.getCar.mainPicture;

  it('sets the main picture, which the card and the catalogue show; moves one; removes one with its files', async () => {
    const car = await carInStatus(db(), 'COMING_SOON').catch(() => carInStatus(db(), 'AVAILABLE'));
    const first = (await uploadPicture(a.url, car.id, await testPicture('png', 1280, 800, 3), { headers: operator.headers })).body.picture!;
    const second = (await uploadPicture(a.url, car.id, await testPicture('webp', 1280, 800, 4), { headers: operator.headers, contentType: 'image/webp' })).body.picture!;
    const formerMain = (await picturesOf(car.id)).find((row) => row.kind === 'main')!;

    const made = await ask<{ setMainCarPicture: Picture[] }>(a.url, setMain, operator.headers, { input: { pictureId: second.id } });
    expect(made.body.errors).toBeUndefined();
    const pictures = made.body.data!.setMainCarPicture;
    expect(pictures[0]).toMatchObject({ id: second.id, kind: 'main', position: 0 });
    // The former main picture leads the exterior ones.
    expect(pictures.filter((row) => row.kind === 'exterior').map((row) => [row.id, row.position])[0]).toEqual([formerMain.id, 0]);
    const [row] = await queryRows<{ main_picture: string }>(db(), sql`select main_picture from cars where id = ${Number(car.id)}`);
    expect(row!.main_picture).toBe(`${second.basePath}-428.webp`);

    const exterior = pictures.filter((picture) => picture.kind === 'exterior');
    const moved = await ask<{ moveCarPicture: Picture[] }>(a.url, move, operator.headers, { input: { pictureId: first.id, position: 0 } });
    expect(moved.body.errors).toBeUndefined();
    const order = moved.body.data!.moveCarPicture.filter((picture) => picture.kind === 'exterior');
    expect(order.map((picture) => picture.id)).toEqual([first.id, ...exterior.map((picture) => picture.id).filter((id) => id !== first.id)]);
    expect(order.map((picture) => picture.position)).toEqual(order.map((_, index) => index));

    const removed = await ask<{ removeCarPicture: Picture[] }>(a.url, remove, operator.headers, { input: { pictureId: first.id } });
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data!.removeCarPicture.map((picture) => picture.id)).not.toContain(first.id);
    for (const size of pictureSizes) expect((await fetch(fileUrl(a, first.basePath, size.width))).status).toBe(404);

    // Removing the main picture hands its place to the first exterior one.
    const afterMainRemoved = await ask<{ removeCarPicture: Picture[] }>(a.url, remove, operator.headers, { input: { pictureId: second.id } });
    expect(afterMainRemoved.body.data!.removeCarPicture[0]).toMatchObject({ id: formerMain.id, kind: 'main' });
    const actions = await queryRows<{ action: string }>(db(), sql`select action from audit_log where subject_type = 'car' and subject_id = ${car.id} order by id`);
    expect(actions.map((entry) => entry.action)).toEqual(['uploadCarPicture', 'uploadCarPicture', 'setMainCarPicture', 'moveCarPicture', 'removeCarPicture', 'removeCarPicture']);
  });

  it('refuses an interior picture as main, moving the main one, and removing the only outside picture', async () => {
    const car = await carInStatus(db(), 'SOLD').catch(() => carInStatus(db(), 'AVAILABLE'));
    const interior = (await uploadPicture(a.url, car.id, await testPicture('png', 1280, 800, 5), { headers: operator.headers, kind: 'interior' })).body.picture!;
    const detail = async (query: string, input: Record<string, unknown>) => (await ask(a.url, query, operator.headers, { input })).body.errors?.[0]?.extensions;
    expect(await detail(setMain, { pictureId: interior.id })).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'pictureId', message: 'interior_cannot_be_main' }] });
    const pictures = await picturesOf(car.id);
    const main = pictures.find((row) => row.kind === 'main')!;
    expect(await detail(move, { pictureId: main.id, position: 1 })).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'pictureId', message: 'main_has_no_position' }] });
    expect(await detail(move, { pictureId: interior.id, position: -1 })).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'position', message: 'invalid' }] });
    for (const row of pictures.filter((picture) => picture.kind === 'exterior')) await ask(a.url, remove, operator.headers, { input: { pictureId: row.id } });
    expect(await detail(remove, { pictureId: main.id })).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'pictureId', message: 'main_picture_needed' }] });
    expect(await detail(remove, { pictureId: '999999999' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await mainPictureOf(a, car.slug)).toBe(`${main.basePath}-428.webp`);
  });

  it('a car without pictures gets its first upload as the main picture', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    await db().execute(sql`delete from car_pictures where car_id = ${Number(car.id)}`);
    const answer = await uploadPicture(a.url, car.id, await testPicture('png', 1280, 800, 6), { headers: operator.headers, kind: 'interior' });
    expect(answer.body.picture).toMatchObject({ kind: 'main', position: 0 });
    const [row] = await queryRows<{ main_picture: string }>(db(), sql`select main_picture from cars where id = ${Number(car.id)}`);
    expect(row!.main_picture).toBe(`${answer.body.picture!.basePath}-428.webp`);
  });
});

describe('two instances with data folders of their own', () => {
  it('a picture uploaded through one is served by the other, from the shared bucket', async () => {
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    const car = await carInStatus(db(), 'AVAILABLE');
    const answer = await uploadPicture(a.url, car.id, await testPicture('jpeg', 1600, 1000, 7), { headers: operator.headers, contentType: 'image/jpeg' });
    expect(answer.status).toBe(201);
    const { basePath } = answer.body.picture!;
    for (const size of pictureSizes) {
      const fromA = Buffer.from(await (await fetch(fileUrl(a, basePath, size.width))).arrayBuffer());
      const fromB = await fetch(fileUrl(b, basePath, size.width));
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
    }
    // Nothing went to either data folder: the bucket holds the files.
    expect(s3.keys()).toEqual(expect.arrayContaining(pictureSizes.map((size) => `${basePath.slice('/media/'.length)}-${size.width}.webp`)));
    expect((await fetch(`${b.url}/media/cars/uploads/${car.id}-00000000000000000000-214.webp`)).status).toBe(404);
    expect((await fetch(`${b.url}/media/cars/uploads/..%2F..%2Fsecret-214.webp`)).status).toBe(404);
  });

  it.runIf(process.env.DATABASE_URL)('over one PostgreSQL database, the other instance\'s catalogue shows the new main picture', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    const uploaded = (await uploadPicture(a.url, car.id, await testPicture('png', 1280, 800, 8), { headers: operator.headers })).body.picture!;
    const made = await ask(a.url, 'mutation m($input: CarPictureRefInput!) { setMainCarPicture(input: $input) { id } }', operator.headers, { input: { pictureId: uploaded.id } });
    expect(made.body.errors).toBeUndefined();
    const cards = async () =>
      (await ask<{ getCar: { mainPicture: string } }>(b.url, 'query c($slug: String!) { getCar(slug: $slug) { mainPicture } }', {}, { slug: car.slug })).body.data?.getCar.mainPicture;
    await expect.poll(cards, { timeout: 10_000 }).toBe(`${uploaded.basePath}-428.webp`);
  });
});
