import { type APIRequestContext, expect, type Page } from '@playwright/test';

// The sell wizard's steps as a Spanish-speaking seller fills them (es-DO), shared by the specs.

type Catalog = { slug: string; name: string; models: { slug: string; name: string; years: number[] }[] }[];
export type Car = { brand: { slug: string; name: string }; model: { slug: string; name: string }; year: number };

export const graphql = async <Data,>(request: APIRequestContext, query: string, variables?: object): Promise<Data> => {
  const answer = await request.post('/graphql', { data: { query, variables }, headers: { country: 'DO' } });
  const body = (await answer.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
};

/** A car the catalogue quotes: a model with years, preferring a common one. */
export async function quotableCar(request: APIRequestContext): Promise<Car> {
  const { getSellCatalog } = await graphql<{ getSellCatalog: { brands: Catalog } }>(request, '{ getSellCatalog { brands { slug name models { slug name years } } } }');
  const brands = getSellCatalog.brands.flatMap((brand) => brand.models.filter((model) => model.years.length > 0).map((model) => ({ brand, model })));
  const { brand, model } = brands.find((entry) => entry.model.slug.includes('corolla')) ?? brands[0]!;
  return { brand: { slug: brand.slug, name: brand.name }, model: { slug: model.slug, name: model.name }, year: model.years.find((year) => year <= 2022) ?? model.years[0]! };
}

export const firstSpot = async (request: APIRequestContext) =>
  (await graphql<{ getInspectionSpots: { id: string; name: string }[] }>(request, '{ getInspectionSpots { id name } }')).getInspectionSpots[0]!;

export const step = (page: Page, title: string) => expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });
export const bookButton = (page: Page) => page.getByRole('button', { name: 'Agendar inspección' });

export async function fillCar(page: Page, car: Car) {
  await step(page, 'Info del carro');
  await page.getByRole('combobox', { name: 'Marca', exact: true }).selectOption({ label: car.brand.name });
  await page.getByRole('combobox', { name: 'Modelo', exact: true }).selectOption({ label: car.model.name });
  await page.getByRole('combobox', { name: 'Año', exact: true }).selectOption(String(car.year));
  const mileage = page.getByRole('textbox', { name: 'Millaje (millas)', exact: true });
  await mileage.fill('45000');
  await expect(mileage).toHaveValue('45,000');
  await page.getByRole('textbox', { name: 'Placa', exact: true }).fill('A123456');
}

export async function fillPerson(page: Page, email: string) {
  await step(page, 'Info personal');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Pérez');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('8095551234');
}

/** The hours of the day shown in the calendar. */
export const hours = (page: Page) => page.getByRole('group', { name: /^Hora/ }).getByRole('button');
export const openHours = (page: Page) => hours(page).and(page.locator(':enabled'));

/**
 * Shows the first day with two open hours, so a walk can choose one and then reach for another:
 * the suite's own bookings fill the earliest hours, and a day left with one open hour offers no second.
 */
export async function showDayWithTwoOpenHours(page: Page) {
  const days = page.getByRole('group', { name: 'Día' }).getByRole('button', { disabled: false });
  await expect(days.first()).toBeVisible();
  for (let index = 0; index < (await days.count()); index += 1) {
    await days.nth(index).click();
    await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
    if ((await openHours(page).count()) >= 2) return;
  }
  throw new Error('no day on offer has two open hours');
}

export async function book(page: Page) {
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await bookButton(page).click();
}
