import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { sellOfferAnswerMachine } from '../../machines/sell-offer-answer/sell-offer-answer.machine';
import { sellRequestRemovalMachine } from '../../machines/sell-request-removal/sell-request-removal.machine';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { readMail } from './support/mail.ts';
import { makeSellRequest, type MadeSale } from './support/sell-requests.ts';
import { makeOffer } from './support/staff.ts';
import { stubWhatsApp } from './support/shell.ts';

test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';

async function seller(baseURL: string) {
  const email = await createConfirmedAccount(baseURL, { email: newAddress('seller'), password: PASSWORD });
  return { email, session: await signInThroughApi(baseURL, email, PASSWORD) };
}

const inProgress = (page: Page) => page.getByRole('tabpanel', { name: 'En proceso' });
const complete = (page: Page) => page.getByRole('tabpanel', { name: 'Completadas' });
const saleCard = (page: Page, sale: MadeSale) => page.getByRole('article', { name: sale.title });
/** The hour as the card words it: Santo Domingo's, whatever the browser's zone. */
const hourOf = (sale: MadeSale) => `${Number(sale.startsAt.slice(11, 13)) % 12 || 12}:00`;

async function openSales(page: Page, session: StoredSession) {
  await openSignedIn(page, session, '/user/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis ventas' })).toBeVisible();
}

test('a seller sees their requests in progress, the one left before signing in with their e-mail too', async ({ page, baseURL }) => {
  const { email, session } = await seller(baseURL!);
  const own = await makeSellRequest(baseURL!, email, session.accessToken);
  const anonymous = await makeSellRequest(baseURL!, email.toUpperCase());
  await openSales(page, session);
  await expect(page).toHaveTitle('Mis ventas | Ola Cars');
  await expect(inProgress(page).getByRole('article')).toHaveCount(2);
  for (const sale of [own, anonymous]) {
    const card = inProgress(page).getByRole('article', { name: sale.title }).filter({ hasText: hourOf(sale) }).first();
    await expect(card.getByText('Solicitada')).toBeVisible();
    await expect(card.getByText(`En ${sale.spot}`)).toBeVisible();
    await expect(card.getByText(/Esperas RD \$\s?1,200,000/)).toBeVisible();
    await expect(card.getByText(/^Cotización: RD \$/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancelar venta' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Completadas' }).click();
  await expect(page).toHaveURL(/\?tab=complete$/);
  await expect(complete(page).getByText('Aún no tienes ventas completadas.')).toBeVisible();
  await expect(complete(page).getByRole('link', { name: 'Vende tu carro' })).toHaveAttribute('href', '/help/self');
  await expectNoSeriousA11yViolations(page);
});

test('cancelling moves a sale to complete, and deleting it there removes it for good', async ({ page, baseURL }) => {
  const { email, session } = await seller(baseURL!);
  const sale = await makeSellRequest(baseURL!, email, session.accessToken);
  await openSales(page, session);
  await saleCard(page, sale).getByRole('button', { name: 'Cancelar venta' }).click();
  await expect(saleCard(page, sale).getByRole('button', { name: 'No, mantener' })).toBeFocused();
  await saleCard(page, sale).getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(inProgress(page).getByText('No tienes ventas en proceso.')).toBeVisible();
  await page.getByRole('tab', { name: 'Completadas' }).click();
  const cancelled = complete(page).getByRole('article', { name: sale.title });
  await expect(cancelled.getByText('Cancelada')).toBeVisible();
  await expect(cancelled.getByRole('button', { name: 'Cancelar venta' })).toHaveCount(0);
  await cancelled.getByRole('button', { name: 'Eliminar' }).click();
  await cancelled.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(complete(page).getByText('Aún no tienes ventas completadas.')).toBeVisible();
  await page.reload();
  await expect(complete(page).getByText('Aún no tienes ventas completadas.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a sale in progress can be deleted, and a denial keeps it', async ({ page, baseURL }) => {
  const { email, session } = await seller(baseURL!);
  const sale = await makeSellRequest(baseURL!, email, session.accessToken);
  await openSales(page, session);
  await saleCard(page, sale).getByRole('button', { name: 'Eliminar' }).click();
  await saleCard(page, sale).getByRole('button', { name: 'No, mantener' }).click();
  await expect(saleCard(page, sale).getByRole('button', { name: 'Eliminar' })).toBeVisible();
  await saleCard(page, sale).getByRole('button', { name: 'Eliminar' }).click();
  await saleCard(page, sale).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(inProgress(page).getByText('No tienes ventas en proceso.')).toBeVisible();
  await page.getByRole('tab', { name: 'Completadas' }).click();
  await expect(complete(page).getByText('Aún no tienes ventas completadas.')).toBeVisible();
});

test('a cancel that fails says why in a toast and keeps the card as it was', async ({ page, baseURL }) => {
  const { email, session } = await seller(baseURL!);
  const sale = await makeSellRequest(baseURL!, email, session.accessToken);
  const held = await holdOperation(page, 'cancelSellRequest');
  await openSales(page, session);
  await saleCard(page, sale).getByRole('button', { name: 'Cancelar venta' }).click();
  await saleCard(page, sale).getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(inProgress(page).getByRole('status', { name: `Cancelando la venta de ${sale.title}` })).toBeVisible();
  await held.fail();
  await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión')).toBeVisible();
  await expect(saleCard(page, sale).getByText('Solicitada')).toBeVisible();
  await expect(saleCard(page, sale).getByRole('button', { name: 'Cancelar venta' })).toBeEnabled();
});

test('our offer reaches the seller by e-mail and on the card, and the seller accepts it there', async ({ page, baseURL }) => {
  const { email, session } = await seller(baseURL!);
  const sale = await makeSellRequest(baseURL!, email, session.accessToken);
  await makeOffer(baseURL!, sale.id, 850_000);
  const mail = await readMail({ to: email, kind: 'SELL_OFFER' });
  expect(mail.subject).toBe(`Tenemos una oferta por tu ${sale.title}`);
  expect(mail.text).toContain('/user/sell');
  await openSales(page, session);
  const card = saleCard(page, sale);
  await expect(card.getByText('Oferta enviada')).toBeVisible();
  await expect(card.getByText(/RD \$\s?850,000/)).toBeVisible();
  await expect(card.getByText(/^Válida hasta /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Aceptar oferta' }).click();
  await expect(card.getByRole('group', { name: sale.title })).toContainText(/¿Aceptar nuestra oferta de RD \$\s?850,000\?/);
  await expect(card.getByRole('button', { name: 'No, volver' })).toBeFocused();
  await card.getByRole('button', { name: 'Sí, aceptar' }).click();
  await expect(card.getByText('Aprobada')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Aceptar oferta' })).toHaveCount(0);
  await page.reload();
  await expect(saleCard(page, sale).getByText('Aprobada')).toBeVisible();
});

test('when the sales cannot be loaded, the page says so and tries again on request', async ({ page, baseURL }) => {
  const { email, session } = await seller(baseURL!);
  const sale = await makeSellRequest(baseURL!, email, session.accessToken);
  const held = await holdOperation(page, 'selfSellRequests');
  await openSales(page, session);
  await expect(inProgress(page).getByRole('list', { name: 'Ventas en proceso' })).toHaveAttribute('aria-busy', 'true');
  // The app retries a failed query once before showing the problem.
  await held.fail();
  await held.fail();
  await expect(inProgress(page).getByRole('alert').getByText('Sin conexión')).toBeVisible();
  await inProgress(page).getByRole('button', { name: 'Reintentar' }).click();
  await held.release();
  await expect(saleCard(page, sale)).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sales page does not scroll sideways', async ({ page, baseURL }) => {
    const { email, session } = await seller(baseURL!);
    const sale = await makeSellRequest(baseURL!, email, session.accessToken);
    await openSales(page, session);
    await expect(saleCard(page, sale)).toBeVisible();
    await saleCard(page, sale).getByRole('button', { name: 'Cancelar venta' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

// The cancel and delete statechart walks the real page: every state checked there, every
// transition taken by a click or by the server's answer, which the page holds back until asked.
const held = new WeakMap<Page, Record<'cancel' | 'delete', Awaited<ReturnType<typeof holdOperation>>>>();
const walked = new WeakMap<Page, MadeSale>();
const walkedCard = (page: Page) => saleCard(page, walked.get(page)!);
const failed = async (page: Page) => expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión').first()).toBeVisible();

const pending = () => new Promise<void>(() => undefined);

testPageWalks('cancel or delete a sale', {
  machine: sellRequestRemovalMachine.provide({ actors: { cancelSellRequest: fromPromise(pending), deleteSellRequest: fromPromise(pending) } }),
  paths: {
    events: [
      { type: 'cancel.request' },
      { type: 'delete.request' },
      { type: 'removal.confirm' },
      { type: 'removal.deny' },
      { type: 'xstate.done.actor.cancelSellRequest' },
      { type: 'xstate.error.actor.cancelSellRequest' },
      { type: 'xstate.done.actor.deleteSellRequest' },
      { type: 'xstate.error.actor.deleteSellRequest' },
    ],
    input: { id: 'sale', inProgress: true },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { cancelSellRequest: 'cancelling', deleteSellRequest: 'deleting' },
    ownId: 'sellRequestRemoval',
  },
  // Each walk makes an account and a sale first: fewer, longer walks cover the same transitions.
  goesOn: true,
  start: async (page) => {
    const baseURL = test.info().project.use.baseURL!;
    const { email, session } = await seller(baseURL);
    walked.set(page, await makeSellRequest(baseURL, email, session.accessToken));
    held.set(page, { cancel: await holdOperation(page, 'cancelSellRequest'), delete: await holdOperation(page, 'deleteSellRequest') });
    await openSales(page, session);
  },
  states: {
    'sellRequestRemoval.idle': async (page) => {
      await expect(walkedCard(page).getByRole('button', { name: 'Cancelar venta' })).toBeEnabled();
      await expect(walkedCard(page).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    },
    'sellRequestRemoval.confirmingCancel': async (page) => {
      await expect(walkedCard(page).getByRole('button', { name: 'Sí, cancelar' })).toBeVisible();
      await expect(walkedCard(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'sellRequestRemoval.confirmingDelete': async (page) => {
      await expect(walkedCard(page).getByRole('button', { name: 'Sí, eliminar' })).toBeVisible();
      await expect(walkedCard(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'sellRequestRemoval.cancelling': async (page) => {
      await expect(inProgress(page).getByRole('status', { name: `Cancelando la venta de ${walked.get(page)!.title}` })).toBeVisible();
    },
    'sellRequestRemoval.deleting': async (page) => {
      await expect(inProgress(page).getByRole('status', { name: `Eliminando la venta de ${walked.get(page)!.title}` })).toBeVisible();
    },
    'sellRequestRemoval.changed': async (page) => {
      await expect(inProgress(page).getByText('No tienes ventas en proceso.')).toBeVisible();
    },
  },
  events: {
    'cancel.request': (page) => walkedCard(page).getByRole('button', { name: 'Cancelar venta' }).click(),
    'delete.request': (page) => walkedCard(page).getByRole('button', { name: 'Eliminar' }).click(),
    'removal.confirm': async (page) => {
      const yes = walkedCard(page).getByRole('button', { name: /^Sí, (cancelar|eliminar)$/ });
      await yes.click();
    },
    'removal.deny': (page) => walkedCard(page).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.cancelSellRequest': async (page) => held.get(page)!.cancel.release(),
    'xstate.error.actor.cancelSellRequest': async (page) => {
      await held.get(page)!.cancel.fail();
      await failed(page);
    },
    'xstate.done.actor.deleteSellRequest': async (page) => held.get(page)!.delete.release(),
    'xstate.error.actor.deleteSellRequest': async (page) => {
      await held.get(page)!.delete.fail();
      await failed(page);
    },
  },
});

// The seller's answer to our offer walks the real page the same way.
const heldAnswer = new WeakMap<Page, Awaited<ReturnType<typeof holdOperation>>>();

testPageWalks('answer our offer', {
  machine: sellOfferAnswerMachine.provide({ actors: { answerSellOffer: fromPromise(pending) } }),
  paths: {
    events: [
      { type: 'offer.accept' },
      { type: 'offer.reject' },
      { type: 'answer.confirm' },
      { type: 'answer.deny' },
      { type: 'xstate.done.actor.answerSellOffer' },
      { type: 'xstate.error.actor.answerSellOffer' },
    ],
    input: { id: 'sale', offerWaiting: true },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { answerSellOffer: ['accepting', 'rejecting'] },
    ownId: 'sellOfferAnswer',
  },
  goesOn: true,
  start: async (page) => {
    const baseURL = test.info().project.use.baseURL!;
    const { email, session } = await seller(baseURL);
    const sale = await makeSellRequest(baseURL, email, session.accessToken);
    await makeOffer(baseURL, sale.id, 800_000);
    walked.set(page, sale);
    heldAnswer.set(page, await holdOperation(page, 'respondToSellOffer'));
    await openSales(page, session);
  },
  states: {
    'sellOfferAnswer.idle': async (page) => {
      await expect(walkedCard(page).getByRole('button', { name: 'Aceptar oferta' })).toBeEnabled();
      await expect(walkedCard(page).getByRole('button', { name: 'Rechazar oferta' })).toBeEnabled();
    },
    'sellOfferAnswer.confirmingAccept': async (page) => {
      await expect(walkedCard(page).getByRole('button', { name: 'Sí, aceptar' })).toBeVisible();
      await expect(walkedCard(page).getByRole('button', { name: 'No, volver' })).toBeFocused();
    },
    'sellOfferAnswer.confirmingReject': async (page) => {
      await expect(walkedCard(page).getByRole('button', { name: 'Sí, rechazar' })).toBeVisible();
      await expect(walkedCard(page).getByRole('button', { name: 'No, volver' })).toBeFocused();
    },
    'sellOfferAnswer.accepting': async (page) => {
      await expect(inProgress(page).getByRole('status', { name: `Enviando tu respuesta a la oferta por ${walked.get(page)!.title}` })).toBeVisible();
    },
    'sellOfferAnswer.rejecting': async (page) => {
      await expect(inProgress(page).getByRole('status', { name: `Enviando tu respuesta a la oferta por ${walked.get(page)!.title}` })).toBeVisible();
    },
    'sellOfferAnswer.answered': async (page) => {
      // Accepted, the sale stays in progress as approved; rejected, it moves to complete.
      await expect(walkedCard(page).getByText(/^(Aprobada|Rechazada)$/).or(inProgress(page).getByText('No tienes ventas en proceso.'))).toBeVisible();
      await expect(walkedCard(page).getByRole('button', { name: 'Aceptar oferta' })).toHaveCount(0);
    },
  },
  events: {
    'offer.accept': (page) => walkedCard(page).getByRole('button', { name: 'Aceptar oferta' }).click(),
    'offer.reject': (page) => walkedCard(page).getByRole('button', { name: 'Rechazar oferta' }).click(),
    'answer.confirm': (page) => walkedCard(page).getByRole('button', { name: /^Sí, (aceptar|rechazar)$/ }).click(),
    'answer.deny': (page) => walkedCard(page).getByRole('button', { name: 'No, volver' }).click(),
    'xstate.done.actor.answerSellOffer': async (page) => heldAnswer.get(page)!.release(),
    'xstate.error.actor.answerSellOffer': async (page) => {
      await heldAnswer.get(page)!.fail();
      await failed(page);
    },
  },
});
