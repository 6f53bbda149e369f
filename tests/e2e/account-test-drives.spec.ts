import { expect, test, type Locator, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { accountItemMachine } from '../../machines/account-item/account-item.machine';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts.ts';
import { archiveTestDrive, availableCars, reserveCar, reserveThenPayCash, scheduleTestDrive, type MadeTestDrive } from './support/buying.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';

async function buyer(baseURL: string) {
  const email = await createConfirmedAccount(baseURL, { email: newAddress('driver'), password: PASSWORD });
  return signInThroughApi(baseURL, email, PASSWORD);
}

const upcoming = (page: Page) => page.getByRole('tabpanel', { name: 'Próximas' });
const complete = (page: Page) => page.getByRole('tabpanel', { name: 'Completadas' });
const archive = (page: Page) => page.getByRole('tabpanel', { name: 'Archivadas' });
const toasts = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });
/** The hour as the card words it: Santo Domingo's (the API's offset), whatever the browser's zone. */
const hourOf = (drive: MadeTestDrive) => `${Number(drive.startsAt.slice(11, 13)) % 12 || 12}:00`;

async function openTestDrives(page: Page, session: StoredSession, path = '/user/test-drive') {
  await openSignedIn(page, session, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pruebas de manejo' })).toBeVisible();
}

async function openTab(page: Page, name: 'Próximas' | 'Completadas' | 'Archivadas', search: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=${search}$`));
}

test('a booked test drive shows as upcoming with its car, day, hour and spot; the other tabs say they are empty', async ({ page, baseURL }) => {
  const session = await buyer(baseURL!);
  const [car] = await availableCars(baseURL!, 1);
  const drive = await scheduleTestDrive(baseURL!, session, car!);
  await openTestDrives(page, session);
  await expect(page).toHaveTitle('Mis pruebas de manejo | Ola Cars');
  const card = upcoming(page).getByRole('article', { name: drive.title });
  await expect(card.getByText('Programada')).toBeVisible();
  await expect(card.getByText(new RegExp(`^[^,]+, \\d+ de [^ ]+ de \\d{4}\\D+${hourOf(drive)}`))).toBeVisible();
  await expect(card.getByText(drive.spot)).toBeVisible();
  await expect(card.getByRole('link', { name: drive.title })).toHaveAttribute('href', /^\/car\//);
  await expect(card.getByRole('button', { name: 'Cancelar prueba' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Restaurar' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await openTab(page, 'Completadas', 'complete');
  await expect(complete(page).getByText('Aún no tienes pruebas de manejo completadas.')).toBeVisible();
  await openTab(page, 'Archivadas', 'archive');
  await expect(archive(page).getByText('No tienes pruebas de manejo archivadas.')).toBeVisible();
  await expect(archive(page).getByRole('link', { name: 'Explora los carros' })).toHaveAttribute('href', '/buy');
  await expectNoSeriousA11yViolations(page);

  // A tab the page does not have falls back to the upcoming drives.
  await openTestDrives(page, session, '/user/test-drive?tab=past');
  await expect(upcoming(page).getByRole('article', { name: drive.title })).toBeVisible();
});

test('cancelling, deleting and restoring move test drives between the three tabs, and they stay there', async ({ page, baseURL }) => {
  const session = await buyer(baseURL!);
  const [first, second, third] = await availableCars(baseURL!, 3);
  const cancelled = await scheduleTestDrive(baseURL!, session, first!);
  const deleted = await scheduleTestDrive(baseURL!, session, second!);
  const kept = await scheduleTestDrive(baseURL!, session, third!);
  await openTestDrives(page, session);
  await expect(upcoming(page).getByRole('article')).toHaveCount(3);

  // Cancel asks first, the safe answer focused; the drive moves to complete.
  const toCancel = upcoming(page).getByRole('article', { name: cancelled.title });
  await toCancel.getByRole('button', { name: 'Cancelar prueba' }).click();
  await expect(toCancel.getByRole('button', { name: 'No, mantener' })).toBeFocused();
  await toCancel.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(upcoming(page).getByRole('article')).toHaveCount(2);

  // Delete asks too, and says an upcoming drive is cancelled on the way to the archive.
  const toDelete = upcoming(page).getByRole('article', { name: deleted.title });
  await toDelete.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toDelete.getByText('¿Eliminar esta prueba de manejo? Se cancela y pasa al archivo, de donde puedes restaurarla.')).toBeVisible();
  await toDelete.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(upcoming(page).getByRole('article')).toHaveCount(1);

  await openTab(page, 'Completadas', 'complete');
  const cancelledCard = complete(page).getByRole('article', { name: cancelled.title });
  await expect(cancelledCard.getByText('Cancelada')).toBeVisible();
  await expect(cancelledCard.getByRole('button', { name: 'Cancelar prueba' })).toHaveCount(0);

  // From complete, delete then restore: it comes back where it was, without a question.
  await cancelledCard.getByRole('button', { name: 'Eliminar' }).click();
  await cancelledCard.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(complete(page).getByText('Aún no tienes pruebas de manejo completadas.')).toBeVisible();
  await openTab(page, 'Archivadas', 'archive');
  await expect(archive(page).getByRole('article')).toHaveCount(2);
  const archivedCard = archive(page).getByRole('article', { name: cancelled.title });
  await expect(archivedCard.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await archivedCard.getByRole('button', { name: 'Restaurar' }).click();
  await expect(archive(page).getByRole('article')).toHaveCount(1);

  // One card in each tab, as the server keeps them.
  await page.reload();
  await expect(archive(page).getByRole('article', { name: deleted.title }).getByText('Cancelada')).toBeVisible();
  await openTab(page, 'Completadas', 'complete');
  await expect(complete(page).getByRole('article')).toHaveCount(1);
  await expect(complete(page).getByRole('article', { name: cancelled.title }).getByText('Cancelada')).toBeVisible();
  await openTab(page, 'Próximas', 'upcoming');
  await expect(upcoming(page).getByRole('article')).toHaveCount(1);
  await expect(upcoming(page).getByRole('article', { name: kept.title }).getByText('Programada')).toBeVisible();
});

test('a cancel that fails says why in a toast and keeps the card as it was', async ({ page, baseURL }) => {
  const session = await buyer(baseURL!);
  const [car] = await availableCars(baseURL!, 1);
  const drive = await scheduleTestDrive(baseURL!, session, car!);
  const held = await holdOperation(page, 'cancelTestDrive');
  await openTestDrives(page, session);
  const card = upcoming(page).getByRole('article', { name: drive.title });
  await card.getByRole('button', { name: 'Cancelar prueba' }).click();
  await card.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(upcoming(page).getByRole('status', { name: `Cancelando la prueba de manejo de ${drive.title}` })).toBeVisible();
  await held.fail();
  await expect(toasts(page).getByText('Sin conexión')).toBeVisible();
  await expect(card.getByText('Programada')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar prueba' })).toBeEnabled();
});

test('when the test drives cannot be loaded, the page says so and tries again on request', async ({ page, baseURL }) => {
  const session = await buyer(baseURL!);
  const [car] = await availableCars(baseURL!, 1);
  const drive = await scheduleTestDrive(baseURL!, session, car!);
  const held = await holdOperation(page, 'selfTestDrives');
  await openTestDrives(page, session);
  await expect(upcoming(page).getByRole('list', { name: 'Pruebas de manejo próximas' })).toHaveAttribute('aria-busy', 'true');
  // The app retries a failed query once before showing the problem.
  await held.fail();
  await held.fail();
  await expect(upcoming(page).getByRole('alert').getByText('Sin conexión')).toBeVisible();
  await upcoming(page).getByRole('button', { name: 'Reintentar' }).click();
  await held.release();
  await expect(upcoming(page).getByRole('article', { name: drive.title })).toBeVisible();
});

test.describe('purchases on the buying page', () => {
  const purchases = (page: Page) => page.getByRole('region', { name: 'Compras y reservas' });
  const inProgress = (page: Page) => purchases(page).getByRole('tabpanel', { name: 'En proceso' });
  const completed = (page: Page) => purchases(page).getByRole('tabpanel', { name: 'Completadas' });

  test('cancelling a cash purchase on a held car refunds the deposit, and the card says so with the amount', async ({ page, baseURL }) => {
    const session = await buyer(baseURL!);
    const [cashCar, heldCar] = await availableCars(baseURL!, 2);
    const reservation = await reserveCar(baseURL!, session, heldCar!);
    const cash = await reserveThenPayCash(baseURL!, session, cashCar!);
    await openSignedIn(page, session, '/user/buy');
    await expect(page.getByRole('heading', { level: 1, name: 'Compras' })).toBeVisible();

    const reserved = inProgress(page).getByRole('article', { name: reservation.title });
    await expect(reserved.getByText(/^Reservado hasta /)).toBeVisible();
    await expect(reserved.getByText('US$75 retenido, reembolsable')).toBeVisible();

    const card = inProgress(page).getByRole('article', { name: cash.title });
    await expect(card.getByText('Pago en efectivo')).toBeVisible();
    await expect(card.getByText('US$75 retenido, reembolsable')).toBeVisible();
    await expect(card.getByText('Visa •••• 4242')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Cancelar compra' }).click();
    await expect(card.getByText('¿Cancelar esta compra? El carro se libera y te reembolsamos el depósito de US$75.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'No, mantener' })).toBeFocused();
    await card.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(inProgress(page).getByRole('article')).toHaveCount(1);

    await purchases(page).getByRole('tab', { name: 'Completadas' }).click();
    await expect(page).toHaveURL(/\?tab=complete$/);
    const refunded = completed(page).getByRole('article', { name: cash.title });
    await expect(refunded.getByText('Cancelada')).toBeVisible();
    await expect(refunded.getByText('US$75 reembolsado')).toBeVisible();
    await expect(refunded.getByText('Visa •••• 4242')).toBeVisible();
    await expect(refunded.getByRole('button', { name: 'Cancelar compra' })).toHaveCount(0);
    await page.reload();
    await expect(completed(page).getByRole('article', { name: cash.title }).getByText('US$75 reembolsado')).toBeVisible();
    // The car requests keep their own section below.
    await expect(page.getByRole('region', { name: 'Carros que nos pediste buscar' }).getByText('Aún no nos has pedido buscar un carro.')).toBeVisible();
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the test drives page does not scroll sideways, its question open', async ({ page, baseURL }) => {
    const session = await buyer(baseURL!);
    const [car] = await availableCars(baseURL!, 1);
    const drive = await scheduleTestDrive(baseURL!, session, car!);
    await openTestDrives(page, session);
    const card = upcoming(page).getByRole('article', { name: drive.title });
    await card.getByRole('button', { name: 'Eliminar' }).click();
    await expect(card.getByRole('button', { name: 'Sí, eliminar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

// The card's statechart walks the real page: every state checked there, every transition taken by a
// click or by the server's answer, which the page holds back until asked. An upcoming drive walks
// cancel and delete; an archived one walks restore, the only thing it offers.
type Held = Awaited<ReturnType<typeof holdOperation>>;
const held = new WeakMap<Page, Partial<Record<'cancel' | 'archive' | 'restore', Held>>>();
const walked = new WeakMap<Page, MadeTestDrive>();
const walkedIn = (page: Page, tab: (page: Page) => Locator) => tab(page).getByRole('article', { name: walked.get(page)!.title });
const failed = async (page: Page) => expect(toasts(page).getByText('Sin conexión').first()).toBeVisible();
const answer = (page: Page, operation: 'cancel' | 'archive' | 'restore') => held.get(page)![operation]!;

const pending = () => new Promise<void>(() => undefined);
const walkedMachine = accountItemMachine.provide({ actors: { cancelItem: fromPromise(pending), archiveItem: fromPromise(pending), restoreItem: fromPromise(pending) } });
const paths = {
  serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
  runsIn: { cancelItem: 'cancelling', archiveItem: 'archiving', restoreItem: 'restoring' },
  ownId: 'accountItem',
};

async function startWalk(page: Page, { archived }: { archived: boolean }) {
  const baseURL = test.info().project.use.baseURL!;
  const session = await buyer(baseURL);
  const [car] = await availableCars(baseURL, 1);
  const drive = await scheduleTestDrive(baseURL, session, car!);
  if (archived) await archiveTestDrive(baseURL, session, drive.id);
  walked.set(page, drive);
  held.set(
    page,
    archived
      ? { restore: await holdOperation(page, 'restoreTestDrive') }
      : { cancel: await holdOperation(page, 'cancelTestDrive'), archive: await holdOperation(page, 'archiveTestDrive') },
  );
  await openTestDrives(page, session, archived ? '/user/test-drive?tab=archive' : '/user/test-drive');
}

testPageWalks('cancel or delete an upcoming test drive', {
  machine: walkedMachine,
  paths: {
    ...paths,
    events: [
      { type: 'cancel.request' },
      { type: 'delete.request' },
      { type: 'question.confirm' },
      { type: 'question.deny' },
      { type: 'xstate.done.actor.cancelItem' },
      { type: 'xstate.error.actor.cancelItem' },
      { type: 'xstate.done.actor.archiveItem' },
      { type: 'xstate.error.actor.archiveItem' },
    ],
    input: { id: 'drive', standing: 'open' },
  },
  start: (page) => startWalk(page, { archived: false }),
  // Each walk makes an account and books a drive first: fewer, longer walks cover the same transitions.
  goesOn: true,
  offPage: [
    {
      events: ['restore.request', 'xstate.done.actor.restoreItem', 'xstate.error.actor.restoreItem'],
      states: ['accountItem.restoring'],
      why: 'only an archived drive can be restored: the walk below starts from one',
    },
  ],
  states: {
    'accountItem.idle': async (page) => {
      await expect(walkedIn(page, upcoming).getByRole('button', { name: 'Cancelar prueba' })).toBeEnabled();
      await expect(walkedIn(page, upcoming).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    },
    'accountItem.confirmingCancel': async (page) => {
      await expect(walkedIn(page, upcoming).getByRole('button', { name: 'Sí, cancelar' })).toBeVisible();
      await expect(walkedIn(page, upcoming).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'accountItem.confirmingDelete': async (page) => {
      await expect(walkedIn(page, upcoming).getByRole('button', { name: 'Sí, eliminar' })).toBeVisible();
      await expect(walkedIn(page, upcoming).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'accountItem.cancelling': async (page) => {
      await expect(upcoming(page).getByRole('status', { name: `Cancelando la prueba de manejo de ${walked.get(page)!.title}` })).toBeVisible();
    },
    'accountItem.archiving': async (page) => {
      await expect(upcoming(page).getByRole('status', { name: `Eliminando la prueba de manejo de ${walked.get(page)!.title}` })).toBeVisible();
    },
    'accountItem.changed': async (page) => {
      await expect(upcoming(page).getByText('No tienes pruebas de manejo próximas.')).toBeVisible();
    },
  },
  events: {
    'cancel.request': (page) => walkedIn(page, upcoming).getByRole('button', { name: 'Cancelar prueba' }).click(),
    'delete.request': (page) => walkedIn(page, upcoming).getByRole('button', { name: 'Eliminar' }).click(),
    'question.confirm': (page) => walkedIn(page, upcoming).getByRole('button', { name: /^Sí, (cancelar|eliminar)$/ }).click(),
    'question.deny': (page) => walkedIn(page, upcoming).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.cancelItem': (page) => answer(page, 'cancel').release(),
    'xstate.error.actor.cancelItem': async (page) => {
      await answer(page, 'cancel').fail();
      await failed(page);
    },
    'xstate.done.actor.archiveItem': (page) => answer(page, 'archive').release(),
    'xstate.error.actor.archiveItem': async (page) => {
      await answer(page, 'archive').fail();
      await failed(page);
    },
  },
});

testPageWalks('restore an archived test drive', {
  machine: walkedMachine,
  paths: {
    ...paths,
    events: [{ type: 'restore.request' }, { type: 'xstate.done.actor.restoreItem' }, { type: 'xstate.error.actor.restoreItem' }],
    input: { id: 'drive', standing: 'archived' },
  },
  start: (page) => startWalk(page, { archived: true }),
  offPage: [
    {
      events: ['cancel.request', 'delete.request', 'question.confirm', 'question.deny', 'xstate.done.actor.cancelItem', 'xstate.error.actor.cancelItem', 'xstate.done.actor.archiveItem', 'xstate.error.actor.archiveItem'],
      states: ['accountItem.confirmingCancel', 'accountItem.confirmingDelete', 'accountItem.cancelling', 'accountItem.archiving'],
      why: 'an archived drive offers only restore: the walk above takes cancel and delete',
    },
  ],
  states: {
    'accountItem.idle': async (page) => {
      await expect(walkedIn(page, archive).getByRole('button', { name: 'Restaurar' })).toBeEnabled();
      await expect(walkedIn(page, archive).getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    },
    'accountItem.restoring': async (page) => {
      await expect(archive(page).getByRole('status', { name: `Restaurando la prueba de manejo de ${walked.get(page)!.title}` })).toBeVisible();
    },
    'accountItem.changed': async (page) => {
      await expect(archive(page).getByText('No tienes pruebas de manejo archivadas.')).toBeVisible();
    },
  },
  events: {
    'restore.request': (page) => walkedIn(page, archive).getByRole('button', { name: 'Restaurar' }).click(),
    'xstate.done.actor.restoreItem': (page) => answer(page, 'restore').release(),
    'xstate.error.actor.restoreItem': async (page) => {
      await answer(page, 'restore').fail();
      await failed(page);
    },
  },
});
