import { expect, test, type Page } from '@playwright/test';
import { CAR_WHEELS } from '../../common/car-editor.ts';
import { sellInspectionMachine } from '../../machines/sell-inspection/sell-inspection.machine';
import { DEMO_ADMIN } from '../../server/staff/demo-admin.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { testPageWalks } from './support/model-paths.ts';
import { gql, makeSellRequest, type MadeSale } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';

// The statechart of recording a sell request's inspection walks the real queue: every state checked
// there, every transition taken by a click or by the report sent to the real API (decision 53).
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';
const WHEELS = ['Delantera izquierda', 'Delantera derecha', 'Trasera izquierda', 'Trasera derecha'];
const baseURL = () => test.info().project.use.baseURL!;

const walked = new WeakMap<Page, { sale: MadeSale; seller: string }>();
const card = (page: Page) => page.getByRole('article', { name: walked.get(page)!.sale.title }).filter({ hasText: walked.get(page)!.seller });
const form = (page: Page) => card(page).getByRole('form', { name: `Inspección de ${walked.get(page)!.sale.title}` });
const openButton = (page: Page) => card(page).getByRole('button', { name: /^(Registrar|Corregir la) inspección: / });

async function appraiserSession() {
  const email = await createConfirmedAccount(baseURL(), { email: newAddress('appraiser'), password: PASSWORD });
  const admin = await signInThroughApi(baseURL(), DEMO_ADMIN.email, DEMO_ADMIN.password);
  await gql(baseURL(), 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email, role: 'appraiser' } }, admin.accessToken);
  return signInThroughApi(baseURL(), email, PASSWORD);
}

testPageWalks('record a sell request’s inspection', {
  machine: sellInspectionMachine,
  paths: {
    events: <Array<{ type: string; output?: unknown }>>[
      { type: 'inspection.open' },
      { type: 'inspection.cancel' },
      {
        type: 'xstate.done.actor.sellInspectionForm',
        output: { values: { sellRequestId: 'sale', mileage: null, inspection: { inspectedAt: '2026-03-10', wheels: CAR_WHEELS.map((position) => ({ position, treadDepthMm: 6, brakePadMm: 8 })), findings: [] } }, result: undefined },
      },
    ],
    input: { sellRequestId: 'sale', report: null, mileage: null, today: '2026-03-10' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { sellInspectionForm: 'recording' },
    ownId: 'sellInspection.',
  },
  start: async (page) => {
    const seller = await createConfirmedAccount(baseURL(), { email: newAddress('inspected'), password: PASSWORD });
    const session = await signInThroughApi(baseURL(), seller, PASSWORD);
    walked.set(page, { sale: await makeSellRequest(baseURL(), seller, session.accessToken), seller });
    await openSignedIn(page, await appraiserSession(), '/ops/sell-requests');
    await expect(card(page)).toBeVisible();
  },
  states: {
    'sellInspection.closed': async (page) => {
      await expect(openButton(page)).toBeEnabled();
      await expect(form(page)).toHaveCount(0);
    },
    'sellInspection.recording': async (page) => {
      await expect(form(page).getByLabel('Fecha de la inspección')).toBeVisible();
      await expect(openButton(page)).toHaveCount(0);
    },
    'sellInspection.recorded': async (page) => {
      await expect(card(page).getByText('Inspección registrada: sin observaciones')).toBeVisible();
      await expect(form(page)).toHaveCount(0);
    },
  },
  events: {
    'inspection.open': (page) => openButton(page).click(),
    'inspection.cancel': (page) => form(page).getByRole('button', { name: 'Cancelar' }).click(),
    'xstate.done.actor.sellInspectionForm': async (page) => {
      for (const wheel of WHEELS) {
        await form(page).getByLabel(`Banda de rodamiento, ${wheel}`).fill('6');
        await form(page).getByLabel(`Pastilla de freno, ${wheel}`).fill('8');
      }
      await form(page).getByRole('button', { name: 'Guardar inspección' }).click();
    },
  },
});
