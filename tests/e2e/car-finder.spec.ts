import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { answerEveryStep, continueButton, FINDER_WORDS, type FinderWords, matchingCount, pressOnThumb } from './support/car-finder.ts';
import { stubWhatsApp } from './support/shell.ts';

// The car finder as visitors use it: on a phone in Spanish and on a desktop in English, to a car
// that fits or to the not-found page and its ways out; the result shared by its URL, its 'see all'
// link, the answers kept across a reload, and starting over.
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PHONE = { width: 375, height: 812 };
const amount = (text: string) => Number(text.replace(/\D/g, ''));

/** The main car fits: its reasons name the category and the budget, and its price is within it. */
async function expectFittingCar(page: Page, words: FinderWords, maxPrice: number) {
  await expect(page.getByRole('heading', { level: 1, name: words.found })).toBeVisible();
  const main = page.getByRole('article').first();
  await expect(main).toBeVisible();
  const price = amount(await main.getByText(/^RD \$[\d,]+$/).first().innerText());
  expect(price).toBeLessThanOrEqual(maxPrice);
  await expect(page.getByRole('listitem').filter({ hasText: words.inCategory })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: words.inBudget })).toBeVisible();
}

/** Impossible together: the priciest cars only, with no miles at all. */
const impossible = { minPrice: ['End'], miles: ['Home'] };

async function expectNotFoundWithWaysOut(page: Page, words: FinderWords) {
  await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: words.requestACar })).toHaveAttribute('href', '/help/request-a-car');
  await expect(page.getByRole('main').getByRole('link', { name: words.browseAll })).toHaveAttribute('href', '/buy');
  await page.getByRole('button', { name: words.changePreferences }).click();
  await expect(page.getByRole('button', { name: words.viewResult })).toBeVisible();
}

test.describe('on a phone, in Spanish', () => {
  test.use({ locale: 'es-DO', viewport: PHONE });
  const words = FINDER_WORDS.es;

  test('a visitor answers the five steps, each one accessible, lands on a car that fits, and starts over', async ({ page }) => {
    // axe on every step of a phone's finder is most of this test's time.
    test.slow();
    await page.goto('/help/find-my-car');
    await expect(page).toHaveTitle('Encuentra mi carro | Ola Cars');
    await page.getByRole('button', { name: words.start }).click();
    // A fifth category is refused with the limit until one is taken off.
    const categories = page.getByRole('checkbox');
    for (let index = 0; index < 5; index += 1) await categories.nth(index).check();
    await expect(page.getByRole('alert').filter({ hasText: 'Puedes elegir hasta 4 categorías' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await continueButton(page).click();
    await expect(page.getByRole('radio', { name: words.noPreference })).toHaveCount(0);
    for (let index = 4; index >= 0; index -= 1) await categories.nth(index).uncheck();
    await page.getByRole('checkbox', { name: words.family }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await continueButton(page).click();
    // Unanswered, the step says so and stays.
    await continueButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Seleccione una opción' })).toBeVisible();
    await page.getByRole('radio', { name: words.noPreference }).check();
    await expectNoSeriousA11yViolations(page);
    await continueButton(page).click();
    await pressOnThumb(page, words.maxPrice, 'PageDown', 'PageDown');
    const maxPrice = amount((await page.getByRole('slider', { name: words.maxPrice }).getAttribute('aria-valuetext'))!);
    await expectNoSeriousA11yViolations(page);
    await continueButton(page).click();
    await expectNoSeriousA11yViolations(page);
    await continueButton(page).click();
    await expectNoSeriousA11yViolations(page);
    await continueButton(page).click();
    await expectFittingCar(page, words, maxPrice);
    await expectNoSeriousA11yViolations(page);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: words.edit }).click();
    await expect(page.getByRole('term')).toHaveText(['Categoría', 'Segmento', 'Precio', 'Año', 'Kilometraje']);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: words.startOver }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.home })).toBeVisible();
    await expect(page).toHaveURL(/\/help\/find-my-car$/);
    await page.getByRole('button', { name: words.start }).click();
    await expect(page.getByRole('checkbox', { name: words.family })).not.toBeChecked();
  });

  test('the answers are kept across a reload; impossible preferences show the not-found page with its ways out', async ({ page }) => {
    await page.goto('/help/find-my-car');
    await page.getByRole('button', { name: words.start }).click();
    await page.getByRole('checkbox', { name: words.family }).check();
    await continueButton(page).click();
    await page.getByRole('radio', { name: words.noPreference }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: words.noPreference })).toBeChecked();
    await page.getByRole('button', { name: words.back }).click();
    await expect(page.getByRole('checkbox', { name: words.family })).toBeChecked();
    await continueButton(page).click();
    await continueButton(page).click();
    await pressOnThumb(page, words.minPrice, 'End');
    await continueButton(page).click();
    await continueButton(page).click();
    await pressOnThumb(page, words.maxMiles, 'Home');
    await continueButton(page).click();
    await expectNotFoundWithWaysOut(page, words);
  });
});

test.describe('on a desktop, in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const words = FINDER_WORDS.en;

  test('a visitor lands on a fitting car, whose shared URL shows the same result and whose "see all" opens that many cars', async ({ page, browser }) => {
    await page.goto('/help/find-my-car');
    await answerEveryStep(page, words);
    await expectFittingCar(page, words, Number.MAX_SAFE_INTEGER);
    await expect(page).toHaveURL(/categories=familiar/);
    const mainTitle = await page.getByRole('article').first().getByRole('heading').innerText();
    const count = await matchingCount(page, words);

    const fresh = await browser.newPage({ locale: 'en-US' });
    await stubWhatsApp(fresh.context());
    await fresh.goto(page.url());
    await expect(fresh.getByRole('article').first().getByRole('heading')).toHaveText(mainTitle);
    expect(await matchingCount(fresh, words)).toBe(count);
    await fresh.close();

    await page.getByRole('link', { name: words.seeAll }).click();
    await expect(page).toHaveURL(/\/buy\?/);
    await expect(page.getByRole('heading', { level: 2, name: /cars? found$/ })).toHaveText(new RegExp(`^${count} `));
  });

  test('impossible preferences show the not-found page with its ways out', async ({ page }) => {
    await page.goto('/help/find-my-car');
    await answerEveryStep(page, words, impossible);
    await expectNotFoundWithWaysOut(page, words);
  });
});
