import { expect, test, type Page } from '@playwright/test';
import { priceAlertsFormMachine } from '../../machines/price-alerts-form/price-alerts-form.machine';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The settings' price-alerts switch walks the real page: flipped by a click, saved to the real API
// (or the connection dropped), the saved notice closed, each state checked on the page.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'secreto123';
const held = new WeakMap<Page, Awaited<ReturnType<typeof holdOperation>>>();

const emails = (page: Page) => page.getByRole('form', { name: 'Correos' });
const alerts = (page: Page) => emails(page).getByRole('checkbox', { name: 'Avisos de bajada de precio' });
const save = (page: Page) => emails(page).getByRole('button', { name: 'Guardar preferencias' });
const savedNotice = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ }).getByText('Tus preferencias de correo se guardaron');

testPageWalks('price alerts switch', {
  machine: priceAlertsFormMachine,
  paths: {
    events: <Array<{ type: string; field?: string; value?: unknown; output?: unknown }>>[
      { type: 'field.change', field: 'enabled', value: false },
      { type: 'form.submit' },
      { type: 'notice.dismiss' },
      { type: 'xstate.done.actor.submit', output: { priceAlerts: false } },
      { type: 'xstate.error.actor.submit' },
    ],
    input: { values: { enabled: true } },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { submit: 'submitting' },
    ownId: 'priceAlertsForm.',
  },
  offPage: [
    { events: ['field.blur'], why: 'a switch has no wrong value, so the checkbox sends no blur to check' },
    { events: ['form.reset', 'form.notice'], why: 'the settings offer no reset and no notice outside the lock; machines/price-alerts-form covers them' },
    { events: ['xstate.snapshot.submissionLock'], why: 'the lock needs three refusals in a row, one step here; machines/submission-lock and the form machine cover it' },
    {
      // The save's other branches: a locked form swallows it, and a switch never has problems to flag.
      transitions: ['editing', 'submitted'].map((state) => ({ from: `priceAlertsForm.${state}`, event: 'form.submit', to: '' })),
      why: 'a locked form swallows a save and a switch is never invalid; machines/price-alerts-form covers both',
    },
  ],
  start: async (page) => {
    const baseURL = test.info().project.use.baseURL!;
    const email = await createConfirmedAccount(baseURL, { email: newAddress('alerts-walk'), password: PASSWORD });
    held.set(page, await holdOperation(page, 'setPriceAlerts'));
    await openSignedIn(page, await signInThroughApi(baseURL, email, PASSWORD), '/user/settings');
    await expect(alerts(page)).toBeChecked();
  },
  states: {
    'priceAlertsForm.editing': async (page) => {
      await expect(alerts(page)).toBeEnabled();
      await expect(save(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(savedNotice(page)).toHaveCount(0);
    },
    'priceAlertsForm.submitting': async (page) => {
      await expect(save(page)).toHaveAttribute('aria-busy', 'true');
      await expect(alerts(page)).toBeDisabled();
    },
    'priceAlertsForm.submitted': async (page) => {
      await expect(savedNotice(page)).toBeVisible();
      await expect(alerts(page)).toBeEnabled();
    },
  },
  events: {
    // A click flips the switch whichever way it stands: the model follows the state, not the value.
    'field.change': (page) => alerts(page).click(),
    'form.submit': (page) => save(page).click(),
    'notice.dismiss': (page) =>
      page
        .getByRole('region', { name: /^Notificaciones/ })
        .getByRole('button', { name: 'Cerrar' })
        .click(),
    'xstate.done.actor.submit': async (page) => {
      const sent = await held.get(page)!.variables<{ input: { enabled: boolean } }>();
      await held.get(page)!.release();
      // The page shows what the server kept.
      await expect(alerts(page)).toBeChecked({ checked: sent.input.enabled });
    },
    'xstate.error.actor.submit': async (page) => {
      const before = await alerts(page).isChecked();
      await held.get(page)!.fail();
      await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión').first()).toBeVisible();
      // A failed save keeps the choice.
      await expect(alerts(page)).toBeChecked({ checked: before });
    },
  },
});
