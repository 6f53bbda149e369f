import { expect, test, type Page, type Route } from '@playwright/test';
import { isInState } from '../../machines/testing/shortest-paths';
import { sellEditWith } from '../../machines/sell-edit/sell-edit-calls';
import type { SellRequestToEdit } from '../../machines/sell-edit/sell-edit-values';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { testPageWalks } from './support/model-paths.ts';
import { fillTheHour, makeSellRequest } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';

// The edit-selling page's statechart walks the real page: the location found or refused, another
// spot, the save held back until the walk answers it (saved, an hour taken meanwhile, a dropped line).
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';
const never = <T,>() => new Promise<T>(() => undefined);

// The graph's own stand-in for the request: the page edits a real one made in `start`.
const HELD = { spotId: 'spot-1', startsAt: '2026-03-11T09:00:00-04:00' };
const REQUEST: SellRequestToEdit = {
  values: { id: 'r', expectedPrice: '1,200,000', expectedSaleDays: '30', name: 'Ana', lastName: 'Pérez', email: 'a@example.com', phone: '8095550123', documentId: '', place: 'SPOT', spotId: HELD.spotId, sector: '', street: '', number: '', reference: '', latitude: null, longitude: null, slotStartsAt: HELD.startsAt },
  held: HELD,
  quote: null,
};

type EditState = { value: unknown; context: { location: string } };
type EditEvent = { type: string; error?: { code: string }; snapshot?: { value: string; context: { values: Record<string, unknown> } } };
const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values: { ...REQUEST.values, ...values } } } });

// The form's snapshot that matters is the save starting (a found location moves the spot, and the
// calendar with it, through the form itself); each failed save is made differently on the page.
const keyOf = (event: EditEvent) => {
  if (event.type === 'form.failed') return `form.failed:${event.error!.code}`;
  return event.type === 'xstate.snapshot.sellEditForm' ? 'form.submit' : event.type;
};
const saving = (state: EditState) => isInState(state.value, 'editing.saving');

/** The save held back: the walk answers it as the server would, after taking its hour or not. */
const held = new WeakMap<Page, { routes: Route[]; arrived: () => void }>();
async function holdSaves(page: Page) {
  const hold = { routes: [] as Route[], arrived: () => undefined };
  held.set(page, hold);
  await page.route('**/graphql', async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string }).operationName !== 'updateSellRequest') return route.fallback();
    hold.routes.push(route);
    hold.arrived();
  });
}
async function heldSave(page: Page): Promise<Route> {
  const hold = held.get(page)!;
  if (hold.routes.length === 0) await new Promise<void>((resolve) => (hold.arrived = resolve));
  return hold.routes.shift()!;
}

const hours = (page: Page) => page.getByRole('group', { name: /^Hora/ }).getByRole('button');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar cambios' });
const spotGroup = (page: Page) => page.getByRole('group', { name: /^(¿En qué sucursal\?|Sucursal más cercana a tu dirección)$/ });

async function chooseHome(page: Page) {
  const home = page.getByRole('radio', { name: /En mi casa/ });
  if (!(await home.isChecked())) await home.check();
}

/** An hour other than the one held, so saving books it and someone else can take it first. */
async function chooseAnotherHour(page: Page) {
  await expect(hours(page).first()).toBeVisible();
  const days = page.getByRole('group', { name: 'Día' }).getByRole('button', { disabled: false });
  for (let index = 0; index < (await days.count()); index += 1) {
    await days.nth(index).click();
    const open = await hours(page).evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute('aria-pressed') === 'false' && !(button as HTMLButtonElement).disabled));
    if (open >= 0) return hours(page).nth(open).click();
  }
  throw new Error('no other hour on offer');
}

testPageWalks('edit-selling page', {
  machine: sellEditWith({ fetchSlots: never, updateSellRequest: never }),
  paths: {
    events: <EditEvent[]>[
      { type: 'location.found', latitude: 18.4973, longitude: -69.8496, nearestSpotId: 'spot-2' },
      { type: 'location.refused' },
      { type: 'form.failed', error: { code: 'SLOT_TAKEN' } },
      { type: 'form.failed', error: { code: 'NETWORK' } },
      { type: 'xstate.done.actor.sellEditForm', output: { values: {}, result: null } },
      // Sent with whatever spot was chosen last, which the calendar already follows: no spot here.
      { type: 'xstate.snapshot.sellEditForm', ...typed({ spotId: '' }, 'submitting') },
    ],
    input: REQUEST,
    // Not which spot the calendar shows: the page's spots are real ones (sell-edit.spec.ts checks the hour follows).
    serializeState: (state: EditState) => JSON.stringify([state.value, state.context.location]),
    // While saving only the server's answer comes; the rest only while editing.
    offers: (state: EditState, event: EditEvent) => (['form.failed', 'xstate.done.actor.sellEditForm'].includes(event.type) ? saving(state) : !saving(state)),
    ownId: 'sellEdit',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  // Each walk makes an account and a sale first: fewer, longer walks cover the same transitions.
  goesOn: true,
  start: async (page) => {
    const baseURL = test.info().project.use.baseURL!;
    const email = await createConfirmedAccount(baseURL, { email: newAddress('edit-model'), password: PASSWORD });
    const session = await signInThroughApi(baseURL, email, PASSWORD);
    const sale = await makeSellRequest(baseURL, email, session.accessToken);
    await holdSaves(page);
    await openSignedIn(page, session, `/user/sell/${sale.id}/edit`);
  },
  states: {
    'sellEdit.editing.idle': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /^Editar la venta de tu / })).toBeVisible();
      await expect(saveButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'sellEdit.editing.saving': async (page) => await expect(saveButton(page)).toHaveAttribute('aria-busy', 'true'),
    'sellEdit.saved': async (page) => await expect(page.getByRole('heading', { level: 1, name: /^Guardamos los cambios de tu / })).toBeFocused(),
  },
  events: {
    'location.refused': async (page) => {
      await page.context().clearPermissions();
      await chooseHome(page);
      await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos obtener tu ubicación' })).toBeVisible();
    },
    'location.found': async (page) => {
      // Santo Domingo Este: its spot is the nearest.
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: 18.4973, longitude: -69.8496 });
      await chooseHome(page);
      await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
      await expect(page.getByText('Tenemos tu ubicación')).toBeVisible();
      await expect(spotGroup(page).getByRole('radio', { name: /Santo Domingo Este/ })).toBeChecked();
    },
    'form.submit': async (page) => {
      if (await page.getByRole('radio', { name: /En mi casa/ }).isChecked()) {
        await page.getByRole('textbox', { name: 'Sector', exact: true }).fill('Los Mina');
        await page.getByRole('textbox', { name: 'Calle', exact: true }).fill('Av. San Vicente de Paúl');
        await page.getByRole('textbox', { name: 'Número', exact: true }).fill('12');
      }
      await chooseAnotherHour(page);
      await saveButton(page).click();
    },
    'xstate.done.actor.sellEditForm': async (page) => (await heldSave(page)).continue(),
    // Someone books the hour chosen before the save arrives.
    'form.failed:SLOT_TAKEN': async (page) => {
      const save = await heldSave(page);
      const { input } = (save.request().postDataJSON() as { variables: { input: { spotId: string; place: string; slotStartsAt: string } } }).variables;
      await fillTheHour(test.info().project.use.baseURL!, input);
      await save.continue();
      await expect(page.getByRole('alert').filter({ hasText: 'Alguien acaba de reservar esa hora' })).toBeVisible();
    },
    'form.failed:NETWORK': async (page) => {
      await (await heldSave(page)).abort();
      await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión')).toBeVisible();
    },
  },
});
