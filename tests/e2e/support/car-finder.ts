import { expect, type Page } from '@playwright/test';

/** The finder's words the specs act on, in each language. */
export const FINDER_WORDS = {
  es: { start: 'Empezar', continue: 'Continuar', back: 'Atrás', family: 'Familiar', noPreference: 'Sin preferencia', maxPrice: 'Precio máximo', minPrice: 'Precio mínimo', fromYear: 'Desde el año', toYear: 'Hasta el año', maxMiles: 'Millas como máximo', found: 'Tu carro recomendado', seeAll: /Ver los (\d+) carros que coinciden/, edit: 'Editar preferencias', startOver: 'Empezar de nuevo', viewResult: 'Ver resultado', notFound: 'No se encontraron resultados con los criterios seleccionados.', inCategory: 'En tu categoría', inBudget: 'Dentro de tu presupuesto', requestACar: 'Solicitar un carro', browseAll: 'Ver todos los carros', changePreferences: 'Cambiar mis preferencias', stepper: 'Pasos para encontrar tu carro', home: 'Encuentra tu carro ideal' },
  en: { start: 'Start', continue: 'Continue', back: 'Back', family: 'Family', noPreference: 'No preference', maxPrice: 'Maximum price', minPrice: 'Minimum price', fromYear: 'From year', toYear: 'To year', maxMiles: 'Miles at most', found: 'Your recommended car', seeAll: /See the (\d+) matching cars/, edit: 'Edit preferences', startOver: 'Start over', viewResult: 'View result', notFound: 'No results were found for the selected criteria.', inCategory: 'In your category', inBudget: 'Within your budget', requestACar: 'Request a car', browseAll: 'See all cars', changePreferences: 'Change my preferences', stepper: 'Steps to find your car', home: 'Find your ideal car' },
} as const;
export type FinderWords = (typeof FINDER_WORDS)[keyof typeof FINDER_WORDS];

export const continueButton = (page: Page, words: FinderWords = FINDER_WORDS.es) => page.getByRole('button', { name: words.continue, exact: true });

/** Moves a slider's thumb by keys (arrows, Page Up/Down, Home, End), as a keyboard user does. */
export async function pressOnThumb(page: Page, name: string, ...keys: string[]) {
  const thumb = page.getByRole('slider', { name, exact: true });
  await thumb.focus();
  for (const key of keys) await thumb.press(key);
}

/** Home → the five steps with the family category, no body style preference, and the sliders as `slide` leaves them. */
export async function answerEveryStep(page: Page, words: FinderWords, slide: { price?: string[]; minPrice?: string[]; fromYear?: string[]; miles?: string[] } = {}) {
  await page.getByRole('button', { name: words.start, exact: true }).click();
  await page.getByRole('checkbox', { name: words.family }).check();
  await continueButton(page, words).click();
  await page.getByRole('radio', { name: words.noPreference }).check();
  await continueButton(page, words).click();
  if (slide.price) await pressOnThumb(page, words.maxPrice, ...slide.price);
  if (slide.minPrice) await pressOnThumb(page, words.minPrice, ...slide.minPrice);
  await continueButton(page, words).click();
  if (slide.fromYear) await pressOnThumb(page, words.fromYear, ...slide.fromYear);
  await continueButton(page, words).click();
  if (slide.miles) await pressOnThumb(page, words.maxMiles, ...slide.miles);
  await continueButton(page, words).click();
}

/** The number on the 'see all N matching cars' link. */
export async function matchingCount(page: Page, words: FinderWords): Promise<number> {
  const link = page.getByRole('link', { name: words.seeAll });
  await expect(link).toBeVisible();
  return Number((await link.innerText()).replace(/\D/g, ''));
}
