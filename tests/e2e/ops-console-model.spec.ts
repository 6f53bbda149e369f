import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { roleGrantMachine } from '../../machines/role-grant/role-grant.machine';
import { roleRevokeMachine } from '../../machines/role-revoke/role-revoke.machine';
import { sellOfferMachine } from '../../machines/sell-offer/sell-offer.machine';
import { DEMO_ADMIN } from '../../server/staff/demo-admin.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { gql, makeSellRequest, type MadeSale } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';

// The staff console's statecharts walk the real pages: every state checked there, every transition
// taken by a click, a form sent to the real API, or the server's answer the page holds back.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => signInThroughApi(baseURL(), DEMO_ADMIN.email, DEMO_ADMIN.password);
const pending = () => new Promise<void>(() => undefined);

/** A fresh account holding `role`, granted through the API by the demo admin. */
async function staffMember(role: string) {
  const email = await createConfirmedAccount(baseURL(), { email: newAddress(role), password: PASSWORD });
  await gql(baseURL(), 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email, role } }, (await admin()).accessToken);
  return email;
}

// Revoking a role: the question, the server's answer held back, the role gone from the list.
const revoked = new WeakMap<Page, { email: string; held: Awaited<ReturnType<typeof holdOperation>> }>();
const revokeButton = (page: Page) => page.getByRole('button', { name: `Quitar el rol Tasador a ${revoked.get(page)!.email}` });
const rolesOf = (page: Page) => page.getByRole('list', { name: `Roles de ${revoked.get(page)!.email}` });

testPageWalks('revoke a role', {
  machine: roleRevokeMachine.provide({ actors: { revokeRole: fromPromise(pending) } }),
  paths: {
    events: [{ type: 'revoke.request' }, { type: 'revoke.confirm' }, { type: 'revoke.deny' }, { type: 'xstate.done.actor.revokeRole' }, { type: 'xstate.error.actor.revokeRole' }],
    input: { email: 'staff', role: 'appraiser' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { revokeRole: 'revoking' },
    ownId: 'roleRevoke',
  },
  start: async (page) => {
    const email = await staffMember('appraiser');
    revoked.set(page, { email, held: await holdOperation(page, 'revokeRole') });
    await openSignedIn(page, await admin(), '/ops/staff');
  },
  states: {
    'roleRevoke.idle': async (page) => {
      await expect(revokeButton(page)).toBeEnabled();
    },
    'roleRevoke.confirming': async (page) => {
      await expect(rolesOf(page).getByRole('group', { name: `¿Quitar el rol Tasador a ${revoked.get(page)!.email}?` })).toBeVisible();
      await expect(rolesOf(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'roleRevoke.revoking': async (page) => {
      await expect(page.getByRole('status').filter({ hasText: `Quitando el rol Tasador a ${revoked.get(page)!.email}` })).toBeAttached();
    },
    'roleRevoke.revoked': async (page) => {
      // Without roles left the account is no longer staff, and leaves the list.
      await expect(page.getByRole('list', { name: 'Personal con roles' }).getByText(revoked.get(page)!.email)).toHaveCount(0);
    },
  },
  events: {
    'revoke.request': (page) => revokeButton(page).click(),
    'revoke.confirm': (page) => rolesOf(page).getByRole('button', { name: 'Sí, quitar' }).click(),
    'revoke.deny': (page) => rolesOf(page).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.revokeRole': async (page) => revoked.get(page)!.held.release(),
    'xstate.error.actor.revokeRole': async (page) => {
      await revoked.get(page)!.held.fail();
      await expect(
        page
          .getByRole('region', { name: /^Notificaciones/ })
          .getByText('Sin conexión')
          .first(),
      ).toBeVisible();
    },
  },
});

// Granting a role: each answer of the real API, and the notice leaving once the e-mail is edited.
const granted = new WeakMap<Page, string>();
const grantEmail = (page: Page) => page.getByLabel('Correo de la cuenta');
const NO_ACCOUNT = 'Ninguna cuenta tiene este correo; la persona se registra primero.';
type Answered = { type: string; output?: { result: { granted: boolean } } };

testPageWalks('grant a role', {
  machine: roleGrantMachine,
  paths: {
    events: <Answered[]>[
      { type: 'grant.edit' },
      { type: 'form.answered', output: { values: { email: 'staff', role: 'appraiser' }, result: { granted: true } } },
      { type: 'form.answered', output: { values: { email: 'nobody', role: 'appraiser' }, result: { granted: false, reason: 'no_account' } } },
    ],
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    // The form inside has its own id (roleGrantForm) and its own tests; its answers arrive at the root.
    ownId: 'roleGrant',
  },
  eventKey: (event) => (event.type === 'form.answered' ? ((event as Answered).output!.result.granted ? 'granted' : 'noAccount') : event.type),
  start: async (page) => {
    granted.set(page, await createConfirmedAccount(baseURL(), { email: newAddress('granted'), password: PASSWORD }));
    await openSignedIn(page, await admin(), '/ops/staff');
  },
  states: {
    'roleGrant.editing': async (page) => {
      await expect(page.getByText(NO_ACCOUNT)).toHaveCount(0);
      await expect(page.getByText(/^Rol .* dado a /)).toHaveCount(0);
    },
    'roleGrant.granted': async (page) => {
      await expect(page.getByText(`Rol Tasador dado a ${granted.get(page)!}.`)).toBeVisible();
    },
    'roleGrant.noAccount': async (page) => {
      await expect(grantEmail(page)).toHaveAccessibleDescription(NO_ACCOUNT);
    },
  },
  events: {
    'grant.edit': (page) => grantEmail(page).fill(`${granted.get(page)!}x`),
    granted: async (page) => {
      await grantEmail(page).fill(granted.get(page)!);
      await page.getByRole('button', { name: 'Dar rol' }).click();
    },
    noAccount: async (page) => {
      await grantEmail(page).fill(newAddress('nobody'));
      await page.getByRole('button', { name: 'Dar rol' }).click();
    },
  },
});

// Our offer: sent to the real API from the queue's "Todas" tab, where the card stays as it changes status.
const offered = new WeakMap<Page, { sale: MadeSale; seller: string }>();
const offerCard = (page: Page) => page.getByRole('article', { name: offered.get(page)!.sale.title }).filter({ hasText: offered.get(page)!.seller });

testPageWalks('make an offer', {
  machine: sellOfferMachine,
  paths: {
    events: <Array<{ type: string; output?: unknown }>>[
      { type: 'offer.change' },
      { type: 'xstate.done.actor.sellOfferForm', output: { values: { sellRequestId: 'sale', amount: 900_000 }, result: undefined } },
    ],
    input: { sellRequestId: 'sale' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { sellOfferForm: 'offering' },
    ownId: 'sellOffer.',
  },
  start: async (page) => {
    const seller = await createConfirmedAccount(baseURL(), { email: newAddress('seller'), password: PASSWORD });
    const session = await signInThroughApi(baseURL(), seller, PASSWORD);
    offered.set(page, { sale: await makeSellRequest(baseURL(), seller, session.accessToken), seller });
    await openSignedIn(page, await signInThroughApi(baseURL(), await staffMember('appraiser'), PASSWORD), '/ops/sell-requests?tab=all');
  },
  states: {
    'sellOffer.offering': async (page) => {
      await expect(offerCard(page).getByRole('textbox', { name: /oferta \(RD \$\)$/i })).toHaveValue('');
    },
    'sellOffer.offered': async (page) => {
      await expect(offerCard(page).getByText('Oferta enviada al vendedor.')).toBeVisible();
      await expect(offerCard(page).getByText('Con oferta')).toBeVisible();
      await expect(offerCard(page).getByText(/RD \$\s?900,000/)).toBeVisible();
    },
  },
  events: {
    'xstate.done.actor.sellOfferForm': async (page) => {
      await offerCard(page)
        .getByRole('textbox', { name: /oferta \(RD \$\)$/i })
        .fill('900000');
      await offerCard(page)
        .getByRole('button', { name: /^(Enviar|Reemplazar) oferta$/ })
        .click();
    },
    'offer.change': (page) => offerCard(page).getByRole('button', { name: 'Cambiar la oferta' }).click(),
  },
});
