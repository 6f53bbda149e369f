import { expect, test, type Page } from '@playwright/test';
import { newsletterLinkMachine } from '../../machines/newsletter/newsletter-link.machine';
import { newsletterSignupMachine } from '../../machines/newsletter/newsletter-signup.machine';
import { newAddress } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { confirmationPath, newsletterCard, subscribeThroughApi } from './support/newsletter.ts';
import { fromOwnAddress } from './support/own-address.ts';
import { stubWhatsApp } from './support/shell.ts';

// The newsletter's two statecharts walk the real pages: the subscribe card on the home page (the
// address sent to the real API, then corrected), and a confirmation link opened from a real e-mail
// (the server's yes, its no to a token it never issued, a dropped connection and the retry).
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const addresses = new WeakMap<Page, string>();
const homeCard = (page: Page) => newsletterCard(page, 'home');

testPageWalks('newsletter signup', {
  machine: newsletterSignupMachine,
  paths: {
    events: <Array<{ type: string; output?: unknown }>>[
      { type: 'xstate.done.actor.newsletterForm', output: { values: { email: 'ana@example.com' }, result: true } },
      { type: 'signup.another' },
    ],
    input: {},
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { newsletterForm: 'subscribing' },
    // The form machine inside has its own id (newsletterForm) and its own tests.
    ownId: 'newsletterSignup.',
  },
  start: async (page) => {
    // Its own address: the walks' subscriptions do not count towards the rest of the run's limit.
    await fromOwnAddress(page);
    await page.goto('/');
  },
  states: {
    'newsletterSignup.subscribing': async (page) => {
      const card = await homeCard(page);
      await expect(card.getByRole('button', { name: 'Suscribirme' })).toBeVisible();
      await expect(card.getByRole('textbox', { name: 'Correo para el boletín' })).toHaveValue(addresses.get(page) ?? '');
    },
    'newsletterSignup.awaitingConfirmation': async (page) => {
      const card = await homeCard(page);
      await expect(card.getByText('¡Revisa tu correo!')).toBeVisible();
      await expect(card.getByText(`Te enviamos un enlace a ${addresses.get(page)}`)).toBeVisible();
      await expect(card.getByRole('textbox')).toHaveCount(0);
    },
  },
  events: {
    'xstate.done.actor.newsletterForm': async (page) => {
      const email = newAddress('newsletter-model');
      addresses.set(page, email);
      const card = await homeCard(page);
      await card.getByRole('textbox', { name: 'Correo para el boletín' }).fill(email);
      await card.getByRole('button', { name: 'Suscribirme' }).click();
    },
    'signup.another': async (page) => {
      await (await homeCard(page)).getByRole('button', { name: 'Usar otro correo' }).click();
    },
  },
});

type Held = Awaited<ReturnType<typeof holdOperation>>;
const held = new WeakMap<Page, Held>();
type LinkEvent = { type: string; output?: boolean };

testPageWalks('newsletter confirmation link', {
  machine: newsletterLinkMachine,
  paths: {
    events: <LinkEvent[]>[
      { type: 'xstate.done.actor.followLink', output: true },
      { type: 'xstate.done.actor.followLink', output: false },
      { type: 'xstate.error.actor.followLink' },
      { type: 'link.retry' },
    ],
    input: { token: 'a-token' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { followLink: 'following' },
    ownId: 'newsletterLink',
  },
  eventKey: (event: LinkEvent) => (event.type === 'xstate.done.actor.followLink' ? `followLink:${event.output}` : event.type),
  start: async (page) => {
    const email = newAddress('newsletter-link');
    await subscribeThroughApi(test.info().project.use.baseURL!, email);
    const path = await confirmationPath(email);
    held.set(page, await holdOperation(page, 'confirmNewsletterSubscription'));
    await page.goto(path);
  },
  states: {
    'newsletterLink.following': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmando tu suscripción' })).toBeVisible();
    },
    'newsletterLink.done': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '¡Suscripción confirmada!' })).toBeVisible();
    },
    'newsletterLink.refused': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no es válido' })).toBeVisible();
    },
    'newsletterLink.failed': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu suscripción' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  events: {
    'followLink:true': async (page) => held.get(page)!.release(),
    // The real server, asked about a token it never issued.
    'followLink:false': async (page) => held.get(page)!.releaseWith({ token: 'not-a-link-token' }),
    'xstate.error.actor.followLink': async (page) => held.get(page)!.fail(),
    'link.retry': async (page) => page.getByRole('button', { name: 'Reintentar' }).click(),
  },
});
