import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { sellRequestListingMachine } from '../../machines/sell-request-listing/sell-request-listing.machine';
import { acceptedSale } from './support/accepted-sale.ts';
import { openSignedIn } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { staffAccount } from './support/inventory.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The statechart of moving an accepted sell request's car into the inventory walks the real queue:
// every state checked there, every transition taken by a click, or by the server's answer to the
// request the page holds back. Each walk has an accepted sale of its own.
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const baseURL = () => test.info().project.use.baseURL!;
const pending = () => new Promise<{ carId: string }>(() => undefined);

type Walk = { title: string; email: string; held: Awaited<ReturnType<typeof holdOperation>> };
const walked = new WeakMap<Page, Walk>();
const walkOf = (page: Page) => walked.get(page)!;
const card = (page: Page) => page.getByRole('article', { name: walkOf(page).title }).filter({ hasText: walkOf(page).email });
const moveButton = (page: Page) => card(page).getByRole('button', { name: `Pasar al inventario: ${walkOf(page).title}` });

async function startOn(page: Page) {
  const { sale, email } = await acceptedSale(baseURL());
  walked.set(page, { title: sale.title, email, held: await holdOperation(page, 'listSellRequestCar') });
  await openSignedIn(page, await staffAccount(baseURL(), 'operator'), '/ops/sell-requests?tab=approved');
  await expect(card(page)).toBeVisible();
}

testPageWalks('move an accepted sale into the inventory', {
  machine: sellRequestListingMachine.provide({ actors: { listSellRequestCar: fromPromise(pending) } }),
  paths: {
    events: <Array<{ type: string; output?: { carId: string } }>>[
      { type: 'listing.ask' },
      { type: 'listing.confirm' },
      { type: 'listing.deny' },
      { type: 'xstate.done.actor.listSellRequestCar', output: { carId: 'car' } },
      { type: 'xstate.error.actor.listSellRequestCar' },
    ],
    input: { sellRequestId: 'request' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { listSellRequestCar: 'listing' },
    ownId: 'sellRequestListing',
  },
  start: (page) => startOn(page),
  states: {
    'sellRequestListing.idle': async (page) => {
      await expect(moveButton(page)).toBeEnabled();
    },
    'sellRequestListing.confirming': async (page) => {
      await expect(card(page).getByRole('group', { name: walkOf(page).title })).toContainText('¿');
      await expect(card(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'sellRequestListing.listing': async (page) => {
      await expect(card(page).getByRole('status').filter({ hasText: `Pasando ${walkOf(page).title} al inventario` })).toBeAttached();
      await expect(moveButton(page)).toHaveCount(0);
    },
    'sellRequestListing.listed': async (page) => {
      await expect(page).toHaveURL(/\/ops\/inventory\/\d+\/edit$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Editar auto' })).toBeVisible();
    },
  },
  events: {
    'listing.ask': (page) => moveButton(page).click(),
    'listing.confirm': (page) => card(page).getByRole('button', { name: 'Sí, pasar al inventario' }).click(),
    'listing.deny': (page) => card(page).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.listSellRequestCar': (page) => walkOf(page).held.release(),
    'xstate.error.actor.listSellRequestCar': async (page) => {
      await walkOf(page).held.fail();
      await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión').first()).toBeVisible();
    },
  },
});
