import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stubWhatsApp, waitForSettings } from './support/shell';

// How the detector works: the API is asked for every stored text it sends in both languages
// (schedules, currency names, offer labels, country versions). Each pair whose two spellings
// differ gives one word to look for: walking the site in English, the Spanish spelling must not
// appear as a whole word in the visible text of any route, and walking in Spanish the English one
// must not. Texts the SPA translates itself are the i18n catalogue test's business, not this one's.
type Translations = { en: string; es: string };
type Language = 'en' | 'es';

const knownTextsQuery = `query knownTexts {
  getSetting { salesAndSupportScheduleTranslations { en es } testDriveScheduleTranslations { en es } }
  getCurrencies { nameTranslations { en es } }
  getListingCars(filter: { limit: 60, where: { offer: ["with-offer"] } }) { cars {
    slug status { slug } offerData { labelTranslations { en es } } countryVersion { nameTranslations { en es } } } }
}`;

type KnownTexts = {
  getSetting: Record<string, Translations>;
  getCurrencies: { nameTranslations: Translations }[];
  getListingCars: { cars: { slug: string; status: { slug: string }; offerData: { labelTranslations: Translations }; countryVersion: { nameTranslations: Translations } | null }[] };
};

async function knownTexts(request: APIRequestContext) {
  const response = await request.post('/graphql', { data: { query: knownTextsQuery } });
  const { data } = (await response.json()) as { data: KnownTexts };
  const cars = data.getListingCars.cars.filter((car) => car.status.slug === 'AVAILABLE' && car.countryVersion);
  const pairs: Translations[] = [
    ...Object.values(data.getSetting),
    ...data.getCurrencies.map((currency) => currency.nameTranslations),
    ...cars.flatMap((car) => [car.offerData.labelTranslations, car.countryVersion!.nameTranslations]),
  ];
  const distinct = new Map(pairs.filter((pair) => pair.en !== pair.es).map((pair) => [`${pair.en}|${pair.es}`, pair]));
  return { pairs: [...distinct.values()], carSlug: cars[0]!.slug };
}

const wholeWord = (text: string) => new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

/** What the visitor can read: the page, plus the currency menu's options once opened. */
async function visibleText(page: Page): Promise<string> {
  await waitForSettings(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const currencyMenu = page.getByRole('button', { name: /^(Moneda|Currency): / });
  let menu = '';
  if (await currencyMenu.isVisible()) {
    await currencyMenu.click();
    menu = (await page.getByRole('menu').innerText()) ?? '';
    await page.keyboard.press('Escape');
  }
  return `${await page.locator('body').innerText()}\n${menu}`;
}

const routes = (carSlug: string) => ['/', '/buy', `/car/${carSlug}`, '/help/faqs', '/help/find-my-car', '/help/request-a-car', '/help/self', '/help/terms-and-conditions', '/app', '/404'];

for (const [language, browserLocale, other] of [['en', 'en-US', 'es'], ['es', 'es-DO', 'en']] as const satisfies readonly [Language, string, Language][]) {
  test.describe(`walking every route in ${language}`, () => {
    test.use({ locale: browserLocale });

    test(`shows no ${other === 'es' ? 'Spanish' : 'English'} text from the API`, async ({ page, context, request }) => {
      test.setTimeout(240_000);
      await stubWhatsApp(context);
      const { pairs, carSlug } = await knownTexts(request);
      expect(pairs.length).toBeGreaterThan(6);
      const found = new Set<string>();
      for (const route of routes(carSlug)) {
        await page.goto(route);
        const text = await visibleText(page);
        for (const pair of pairs) if (wholeWord(pair[other]).test(text)) found.add(`${route}: ${pair[other]}`);
      }
      expect([...found]).toEqual([]);
    });
  });
}
