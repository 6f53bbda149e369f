import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN } from '../../../server/staff/demo-admin.ts';
import { signInThroughApi } from './accounts.ts';
import { operationOf } from './held-operation.ts';
import { gql } from './sell-requests.ts';

// The pictures specs change the pictures buyers see. Each remembers the car's pictures first and
// puts them back as they were: uploads removed, the main picture and the order restored.

type Picture = { id: string; kind: string; position: number; basePath: string };
const PICTURES = 'query p($carId: ID!) { staffCarPictures(carId: $carId) { id kind position basePath } }';
const adminToken = async (baseURL: string) => (await signInThroughApi(baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password)).accessToken;

export const isUploaded = (picture: Picture) => picture.basePath.startsWith('/media/cars/uploads/');

/** A PNG as a camera export would give it, named as the operator's file would be. */
export async function pngFile(name: string, width = 1280, height = 800, colour = '#2a6fdb') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5c542"/></svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

export async function picturesOf(baseURL: string, carId: string, token?: string): Promise<Picture[]> {
  return (await gql<{ staffCarPictures: Picture[] }>(baseURL, PICTURES, { carId }, token ?? (await adminToken(baseURL)))).staffCarPictures;
}

/** Uploads a picture as an admin, through the API the console uses. */
export async function uploadThroughApi(baseURL: string, carId: string, name: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/ops/cars/${carId}/pictures?kind=exterior`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(baseURL)}`, 'content-type': 'image/png' },
    body: new Uint8Array((await pngFile(name, 1280, 800, '#3b8f4f')).buffer),
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
}

/** Puts the car's pictures back as `before`: uploads removed, the same main picture, each kind in its order. */
export async function restorePictures(baseURL: string, carId: string, before: Picture[]): Promise<void> {
  const token = await adminToken(baseURL);
  const call = (name: string, input: Record<string, unknown>) => gql(baseURL, `mutation m($input: ${name === 'moveCarPicture' ? 'MoveCarPictureInput' : 'CarPictureRefInput'}!) { ${name}(input: $input) { id } }`, { input }, token);
  const main = before.find((picture) => picture.kind === 'main')!;
  if ((await picturesOf(baseURL, carId, token)).find((picture) => picture.kind === 'main')?.id !== main.id) await call('setMainCarPicture', { pictureId: main.id });
  for (const picture of (await picturesOf(baseURL, carId, token)).filter(isUploaded)) await call('removeCarPicture', { pictureId: picture.id });
  for (const picture of before.filter((each) => each.kind !== 'main').sort((a, b) => a.position - b.position)) await call('moveCarPicture', { pictureId: picture.id, position: picture.position });
}

/**
 * Holds back the page's picture uploads, so a test decides when and how the server answers each:
 * the page sends one file at a time, so the oldest held is the one being sent.
 */
export async function holdUploads(page: Page) {
  const next = await holdRoutes(page, '**/api/ops/cars/*/pictures*', () => true);
  return {
    /** The server takes the file as it would. */
    release: async () => (await next()).continue(),
    /** The server refuses the file as not a picture it takes. */
    refuse: async () =>
      (await next()).fulfill({ status: 400, json: { errors: [{ message: 'Send a JPEG, PNG or WebP picture.', extensions: { code: 'BAD_USER_INPUT', errors: [{ field: 'picture', message: 'unsupported_format' }] } }] } }),
  };
}

/** Holds back the page's changes to a picture (make main, move, remove): one at a time, whichever it is. */
export async function holdPictureChanges(page: Page) {
  const changes = new Set(['setMainCarPicture', 'moveCarPicture', 'removeCarPicture']);
  const next = await holdRoutes(page, '**/graphql', (route) => changes.has(operationOf(route) ?? ''));
  return {
    release: async () => (await next()).continue(),
    /** The connection drops before any answer, which the app words as being offline. */
    fail: async () => (await next()).abort(),
  };
}

/** The requests to `url` that `holds` picks are kept back; `next()` hands over the oldest once it has come. */
async function holdRoutes(page: Page, url: string, holds: (route: Route) => boolean) {
  const held: Route[] = [];
  const waiters = new Set<() => void>();
  await page.route(url, async (route) => {
    if (!holds(route)) return route.fallback();
    held.push(route);
    waiters.forEach((check) => check());
  });
  return () =>
    new Promise<Route>((resolve) => {
      const check = () => {
        if (held.length === 0) return;
        waiters.delete(check);
        resolve(held.shift()!);
      };
      waiters.add(check);
      check();
    });
}
