import { expect, test, type Page } from '@playwright/test';
import { stubWhatsApp } from './support/shell.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';

// The texts below are the Spanish ones: the app follows the browser's language.
test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

const PASSWORD = 'correct horse 1';

async function signInThroughModal(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
}

/** A confirmed account of this test's own, signed in on /buy. */
async function signedInOnListing(page: Page, baseURL: string | undefined) {
  const email = await createConfirmedAccount(baseURL!, { email: newAddress('fav'), password: PASSWORD });
  await openSignedIn(page, await signInThroughApi(baseURL!, email, PASSWORD), '/buy');
  await expect(headerHeart(page)).toBeVisible();
}

const headerHeart = (page: Page) => page.getByRole('button', { name: /^Favoritos \(\d+\)$/ });
const results = (page: Page) => page.getByRole('list', { name: 'Resultados' });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Mis favoritos' });
const favouriteCards = (page: Page) => modal(page).getByRole('article');

async function addFromListing(page: Page, count: number) {
  const hearts = results(page).getByRole('button', { name: 'Agregar a favoritos' });
  for (let index = 0; index < count; index += 1) {
    const heart = results(page).getByRole('listitem').nth(index).getByRole('button', { name: 'Agregar a favoritos' });
    await heart.click();
    await expect(results(page).getByRole('listitem').nth(index).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(hearts.first()).toBeVisible();
}

test.describe('favourites', () => {
  test('add six from the listing, remove one after a question, clear the rest, find a car again', async ({ page, baseURL }) => {
    await signedInOnListing(page, baseURL);
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    await addFromListing(page, 6);
    await expect(page.getByRole('button', { name: 'Favoritos (6)' })).toBeVisible();

    await page.getByRole('button', { name: 'Favoritos (6)' }).click();
    await expect(favouriteCards(page)).toHaveCount(6);
    await expect(modal(page).getByRole('button', { name: 'Borrar todos' })).toBeVisible();
    await expect(modal(page).getByRole('link', { name: 'Ver todos' })).toBeVisible();

    // Deny keeps the card; confirm shows the skeleton and then the card is gone.
    const first = favouriteCards(page).first();
    const title = await first.getAttribute('aria-label');
    await first.getByRole('button', { name: 'Quitar de favoritos' }).click();
    await modal(page).getByRole('button', { name: 'No, mantener' }).click();
    await expect(favouriteCards(page)).toHaveCount(6);
    await favouriteCards(page).first().getByRole('button', { name: 'Quitar de favoritos' }).click();
    await modal(page).getByRole('button', { name: 'Sí, quitar' }).click();
    await expect(favouriteCards(page)).toHaveCount(5);
    await expect(modal(page).getByRole('article', { name: title! })).toHaveCount(0);
    // The open modal hides the page from assistive tech; the header's count still changed behind it.
    await expect(page.getByRole('button', { name: 'Favoritos (5)', includeHidden: true }).first()).toBeAttached();
    // Five is not above five: the bar goes.
    await expect(modal(page).getByRole('button', { name: 'Borrar todos' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    // Back to six: the listing's first heart still offering to add is the car just removed.
    await results(page).getByRole('button', { name: 'Agregar a favoritos' }).first().click();
    await expect(page.getByRole('button', { name: 'Favoritos (6)' })).toBeVisible();
    await page.getByRole('button', { name: /^Favoritos \(6\)$/ }).click();
    await modal(page).getByRole('button', { name: 'Borrar todos' }).click();
    await modal(page).getByRole('button', { name: 'No', exact: true }).click();
    await expect(favouriteCards(page)).toHaveCount(6);
    await modal(page).getByRole('button', { name: 'Borrar todos' }).click();
    await modal(page).getByRole('button', { name: 'Sí', exact: true }).click();
    await expect(modal(page).getByText('Aún no tienes carros favoritos')).toBeVisible();
    // The open modal hides the page from assistive tech; the header's count still changed behind it.
    await expect(page.getByRole('button', { name: 'Favoritos (0)', includeHidden: true }).first()).toBeAttached();

    await modal(page).getByRole('link', { name: 'Encontrar un carro' }).click();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(modal(page)).toHaveCount(0);
  });

  test('a failed removal says so in a toast and keeps the card', async ({ page, baseURL }) => {
    await signedInOnListing(page, baseURL);
    await addFromListing(page, 1);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
      if (body?.query?.includes('mutation removeFavoriteCar')) return route.abort();
      return route.fallback();
    });
    await page.getByRole('button', { name: 'Favoritos (1)' }).click();
    await favouriteCards(page).first().getByRole('button', { name: 'Quitar de favoritos' }).click();
    await modal(page).getByRole('button', { name: 'Sí, quitar' }).click();
    await expect(page.getByText('Sin conexión').first()).toBeVisible();
    await expect(favouriteCards(page)).toHaveCount(1);
    // The open modal hides the page from assistive tech; the header's count still changed behind it.
    await expect(page.getByRole('button', { name: 'Favoritos (1)', includeHidden: true }).first()).toBeAttached();
  });

  test("a visitor's heart leads through sign-in and ends with the car favourited", async ({ page, baseURL }) => {
    const email = await createConfirmedAccount(baseURL!, { email: newAddress('fav'), password: PASSWORD });
    await page.goto('/buy');
    const card = results(page).getByRole('listitem').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: 'Agregar a favoritos' }).click();
    await signInThroughModal(page, email);
    await expect(page.getByRole('button', { name: 'Favoritos (1)' })).toBeVisible();
    await expect(results(page).getByRole('listitem').first().getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Favoritos (1)' }).click();
    await expect(modal(page).getByRole('article', { name: title })).toBeVisible();
  });
});
