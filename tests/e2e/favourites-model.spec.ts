import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { favouriteRemovalMachine } from '../../machines/favourite-removal/favourite-removal.machine';
import { favouritesClearMachine } from '../../machines/favourites-clear/favourites-clear.machine';
import { postFrom } from '../api/support/client-address.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The statechart of clear-all walks the real modal: every state checked on the page, every
// transition taken by a click or by the server's answer, which the page holds back until asked.
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';
const modal = (page: Page) => page.getByRole('dialog', { name: 'Mis favoritos' });
const held = new WeakMap<Page, Awaited<ReturnType<typeof holdOperation>>>();

/** A signed-in visitor with `count` favourites, their modal open, the given operation held back. */
async function openFavourites(page: Page, count: number, operation: string) {
  const baseURL = test.info().project.use.baseURL!;
  const email = await createConfirmedAccount(baseURL, { email: newAddress('model'), password: PASSWORD });
  const session = await signInThroughApi(baseURL, email, PASSWORD);
  await withFavourites(baseURL, session, count);
  held.set(page, await holdOperation(page, operation));
  await openSignedIn(page, session, '/buy');
  await page.getByRole('button', { name: `Favoritos (${count})` }).click();
  await expect(modal(page).getByRole('article')).toHaveCount(count);
}

/** Favourites added through the API, as the hearts would. */
async function withFavourites(baseURL: string, session: StoredSession, count: number) {
  const ip = '127.0.0.1';
  const listed = await postFrom<{ getListingCars: { cars: { id: string }[] } }>(baseURL, ip, `query { getListingCars(filter: { limit: ${count} }) { cars { id } } }`, { headers: { country: 'DO' } });
  for (const { id } of listed.body.data!.getListingCars.cars) {
    await postFrom(baseURL, ip, 'mutation add($input: FavoriteCarInput!) { addFavoriteCar(input: $input) { cars { count } } }', {
      variables: { input: { id } },
      headers: { country: 'DO', authorization: `Bearer ${session.accessToken}` },
    });
  }
}

testPageWalks('clear all favourites', {
  machine: favouritesClearMachine.provide({ actors: { clearFavourites: fromPromise(() => new Promise<void>(() => undefined)) } }),
  paths: {
    events: [{ type: 'clear.request' }, { type: 'clear.yes' }, { type: 'clear.no' }, { type: 'xstate.done.actor.clearFavourites' }, { type: 'xstate.error.actor.clearFavourites' }],
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { clearFavourites: 'clearing' },
    ownId: 'favouritesClear',
  },
  // Six: the bar shows above five.
  start: (page) => openFavourites(page, 6, 'clearAllFavoriteCars'),
  goesOn: true,
  states: {
    'favouritesClear.idle': async (page) => {
      await expect(modal(page).getByRole('button', { name: 'Borrar todos' })).toBeEnabled();
      await expect(modal(page).getByRole('article')).toHaveCount(6);
    },
    'favouritesClear.confirming': async (page) => {
      await expect(modal(page).getByRole('group', { name: '¿Quitar todos tus favoritos?' })).toBeVisible();
      await expect(modal(page).getByRole('button', { name: 'Sí', exact: true })).toBeVisible();
    },
    'favouritesClear.clearing': async (page) => {
      await expect(modal(page).getByRole('button', { name: 'Borrar todos' })).toHaveAttribute('aria-busy', 'true');
    },
    'favouritesClear.cleared': async (page) => {
      await expect(modal(page).getByText('Aún no tienes carros favoritos')).toBeVisible();
    },
  },
  events: {
    'clear.request': (page) => modal(page).getByRole('button', { name: 'Borrar todos' }).click(),
    'clear.yes': (page) => modal(page).getByRole('button', { name: 'Sí', exact: true }).click(),
    'clear.no': (page) => modal(page).getByRole('button', { name: 'No', exact: true }).click(),
    'xstate.done.actor.clearFavourites': async (page) => held.get(page)!.release(),
    'xstate.error.actor.clearFavourites': async (page) => {
      await held.get(page)!.fail();
      await expect(page.getByText('Sin conexión').first()).toBeVisible();
    },
  },
});

const card = (page: Page) => modal(page).getByRole('article');

testPageWalks('remove one favourite', {
  machine: favouriteRemovalMachine.provide({ actors: { removeFavourite: fromPromise(() => new Promise<void>(() => undefined)) } }),
  paths: {
    events: [
      { type: 'removal.request' },
      { type: 'removal.confirm' },
      { type: 'removal.deny' },
      { type: 'xstate.done.actor.removeFavourite' },
      { type: 'xstate.error.actor.removeFavourite' },
      { type: 'xstate.after.toastLife.favouriteRemoval.failed' },
    ],
    input: { carId: 'car' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { removeFavourite: 'removing' },
    ownId: 'favouriteRemoval',
  },
  start: (page) => openFavourites(page, 1, 'removeFavoriteCar'),
  // Each walk makes an account with a favourite first: fewer, longer walks cover the same transitions.
  goesOn: true,
  states: {
    'favouriteRemoval.normal': async (page) => {
      await expect(card(page).getByRole('button', { name: 'Quitar de favoritos' })).toBeEnabled();
      await expect(card(page).getByRole('link', { name: 'Ver detalle' })).toBeVisible();
    },
    'favouriteRemoval.confirming': async (page) => {
      await expect(card(page).getByRole('button', { name: 'Sí, quitar' })).toBeVisible();
      await expect(card(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'favouriteRemoval.removing': async (page) => {
      await expect(modal(page).getByRole('status', { name: /^Quitando .+ de favoritos$/ })).toBeVisible();
    },
    'favouriteRemoval.failed': async (page) => {
      await expect(card(page)).toHaveCount(1);
      await expect(page.getByText('Sin conexión').first()).toBeVisible();
    },
    'favouriteRemoval.removed': async (page) => {
      await expect(modal(page).getByText('Aún no tienes carros favoritos')).toBeVisible();
    },
  },
  events: {
    'removal.request': (page) => card(page).getByRole('button', { name: 'Quitar de favoritos' }).click(),
    'removal.confirm': (page) => card(page).getByRole('button', { name: 'Sí, quitar' }).click(),
    'removal.deny': (page) => card(page).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.removeFavourite': async (page) => held.get(page)!.release(),
    'xstate.error.actor.removeFavourite': async (page) => held.get(page)!.fail(),
    // SPEC §9: the toast lives 4000 ms.
    'xstate.after.toastLife.favouriteRemoval.failed': async (page) => {
      await expect(page.getByText('Sin conexión')).toHaveCount(0, { timeout: 6000 });
    },
  },
});
