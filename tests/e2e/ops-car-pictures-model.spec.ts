import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { carPicturesMachine } from '../../machines/car-pictures/car-pictures.machine';
import { openSignedIn } from './support/accounts.ts';
import { holdPictureChanges, holdUploads, picturesOf, pngFile, restorePictures, uploadThroughApi } from './support/car-pictures.ts';
import { dearCars, type InventoryCar, staffAccount } from './support/inventory.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The pictures statechart walks the real page: every state checked there, every transition taken
// by a click, a file chosen, or the server's answer the page holds back. Each walk starts with one
// uploaded picture (the one a walk removes) and puts the car's pictures back as they were.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const baseURL = () => test.info().project.use.baseURL!;
const pending = () => new Promise<void>(() => undefined);
type Walk = {
  car: InventoryCar;
  before: Awaited<ReturnType<typeof picturesOf>>;
  uploads: Awaited<ReturnType<typeof holdUploads>>;
  changes: Awaited<ReturnType<typeof holdPictureChanges>>;
};
const walked = new WeakMap<Page, Walk>();
const restore: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const undo of restore.splice(0)) await undo();
});

async function startOn(page: Page) {
  const [car] = await dearCars(baseURL(), 1);
  const before = await picturesOf(baseURL(), car!.id);
  restore.push(() => restorePictures(baseURL(), car!.id, before));
  await uploadThroughApi(baseURL(), car!.id, 'model.png');
  const uploads = await holdUploads(page);
  const changes = await holdPictureChanges(page);
  walked.set(page, { car: car!, before, uploads, changes });
  await openSignedIn(page, await staffAccount(baseURL(), 'operator'), `/ops/inventory/${car!.id}/pictures`);
  await expect(list(page).getByRole('listitem', { name: 'Foto principal' })).toBeVisible();
}
const walk = (page: Page) => walked.get(page)!;
const list = (page: Page) => page.getByRole('list', { name: 'Fotos del coche' });
const uploadedItem = (page: Page) => list(page).getByRole('listitem').filter({ has: page.locator('img[src*="/media/cars/uploads/"]') }).first();
const removeButtons = (page: Page) => list(page).getByRole('button', { name: /^Quitar la foto/ });
const uploading = (page: Page) => page.getByText(/^Subiendo /);

type GraphEvent = { type: string; files?: unknown[]; kind?: string; key?: string; pictureId?: string; position?: number };
const file = (name: string) => ({ key: name, name, file: new Blob([name]) });

testPageWalks('a car\'s pictures', {
  machine: carPicturesMachine.provide({ actors: { uploadPicture: fromPromise(pending), changePicture: fromPromise(pending) } }),
  paths: {
    events: <GraphEvent[]>[
      { type: 'files.add', files: [file('a.png'), file('b.png')] },
      { type: 'kind.choose', kind: 'interior' },
      { type: 'failure.dismiss', key: 'a.png' },
      { type: 'picture.setMain', pictureId: 'exterior' },
      { type: 'picture.move', pictureId: 'exterior', position: 0 },
      { type: 'picture.remove', pictureId: 'uploaded' },
      { type: 'remove.confirm' },
      { type: 'remove.deny' },
      { type: 'xstate.done.actor.uploadPicture' },
      { type: 'xstate.error.actor.uploadPicture' },
      { type: 'xstate.done.actor.changePicture' },
      { type: 'xstate.error.actor.changePicture' },
    ],
    input: { carId: 'car' },
    serializeState: (state: { value: unknown; context: { queue: unknown[]; failures: unknown[] } }) => JSON.stringify([state.value, Math.min(state.context.queue.length, 2), state.context.failures.length > 0]),
    runsIn: { uploadPicture: 'uploading', changePicture: 'changing' },
    ownId: 'carPictures',
    // A notice is closed only where the page shows one.
    offers: (state: { context: { failures: { key: string }[] } }, event: GraphEvent) => event.type !== 'failure.dismiss' || state.context.failures.some((failure) => failure.key === 'a.png'),
  },
  offPage: [{ events: ['upload.progress'], why: 'the browser reports how much of a body has gone; the unit tests send the progress' }],
  start: (page) => startOn(page),
  states: {
    'carPictures.idle': async (page) => {
      await expect(uploading(page)).toHaveCount(0);
      await expect(removeButtons(page).first()).toBeEnabled();
    },
    'carPictures.uploading': async (page) => {
      await expect(uploading(page)).toBeVisible();
      await expect(removeButtons(page).first()).toBeDisabled();
    },
    'carPictures.confirmingRemoval': async (page) => {
      await expect(uploadedItem(page).getByRole('group')).toContainText('¿Quitar la foto');
      await expect(uploadedItem(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'carPictures.changing': async (page) => {
      await expect(uploading(page)).toHaveCount(0);
      await expect(removeButtons(page).first()).toBeDisabled();
    },
  },
  events: {
    'files.add': async (page) => page.getByLabel('Elegir fotos').setInputFiles([await pngFile('a.png'), await pngFile('b.png', 1280, 800, '#aa3355')]),
    'kind.choose': (page) => page.getByRole('radio', { name: 'Interior' }).check(),
    'failure.dismiss': (page) => page.getByRole('button', { name: 'Cerrar el aviso de a.png' }).first().click(),
    'picture.setMain': (page) => list(page).getByRole('button', { name: /^Hacer principal la foto/ }).first().click(),
    'picture.move': (page) => list(page).getByRole('button', { name: /^Mover antes la foto/ }).first().click(),
    'picture.remove': (page) => uploadedItem(page).getByRole('button', { name: /^Quitar la foto/ }).click(),
    'remove.confirm': (page) => uploadedItem(page).getByRole('button', { name: 'Sí, quitar' }).click(),
    'remove.deny': (page) => uploadedItem(page).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.uploadPicture': async (page) => {
      const count = await list(page).locator('img[src*="/media/cars/uploads/"]').count();
      await walk(page).uploads.release();
      await expect(list(page).locator('img[src*="/media/cars/uploads/"]')).toHaveCount(count + 1);
    },
    'xstate.error.actor.uploadPicture': async (page) => {
      await walk(page).uploads.refuse();
      await expect(page.getByRole('list', { name: 'Fotos no subidas' })).toContainText('No es una foto JPEG, PNG o WebP.');
    },
    'xstate.done.actor.changePicture': (page) => walk(page).changes.release(),
    'xstate.error.actor.changePicture': async (page) => {
      await walk(page).changes.fail();
      await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión').first()).toBeVisible();
    },
  },
});

