import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { graphql } from './sell-wizard.ts';

// The request-a-car wizard's steps as a visitor fills them, in either language, shared by the specs.

export type WantedCar = { slug: string; brand: { slug: string; name: string }; model: { slug: string; name: string }; year: number; budget: number };

type ListedCar = { slug: string; status: { slug: string }; year: number; listingPrice: number; brand: { slug: string; name: string }; carModel: { slug: string; name: string } };

/** An available car of the catalogue: asked for with its own price as the budget, it is among the suggestions. */
export async function availableCar(request: APIRequestContext): Promise<WantedCar> {
  const { getListingCars } = await graphql<{ getListingCars: { cars: ListedCar[] } }>(
    request,
    '{ getListingCars(filter: { limit: 24 }) { cars { slug status { slug } year listingPrice brand { slug name } carModel { slug name } } } }',
  );
  const car = getListingCars.cars.find((listed) => listed.status.slug === 'AVAILABLE')!;
  return { slug: car.slug, brand: car.brand, model: car.carModel, year: car.year, budget: Math.ceil(car.listingPrice) };
}

const LABELS = {
  es: { brand: 'Marca', model: 'Modelo', year: 'Año', budget: 'Presupuesto (RD $)', name: 'Nombre', lastName: 'Apellido', email: 'Correo electrónico', phone: 'Teléfono', next: 'Continuar', send: 'Enviar solicitud' },
  en: { brand: 'Make', model: 'Model', year: 'Year', budget: 'Budget (RD $)', name: 'First name', lastName: 'Last name', email: 'E-mail', phone: 'Phone', next: 'Continue', send: 'Send request' },
} as const;
export type Language = keyof typeof LABELS;

export const field = (page: Page, language: Language, name: Exclude<keyof (typeof LABELS)['es'], 'next' | 'send'>) =>
  page.getByRole(name === 'brand' || name === 'model' ? 'combobox' : 'textbox', { name: LABELS[language][name], exact: true });
export const nextButton = (page: Page, language: Language = 'es') => page.getByRole('button', { name: LABELS[language].next, exact: true });
export const sendButton = (page: Page, language: Language = 'es') => page.getByRole('button', { name: LABELS[language].send, exact: true });
export const requestStep = (page: Page, title: string) => expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

/** Especificaciones: the car by its names, the year, and the budget typed as digits (shown grouped by thousands). */
export async function fillSpecs(page: Page, car: WantedCar, language: Language = 'es') {
  await field(page, language, 'brand').selectOption({ label: car.brand.name });
  await field(page, language, 'model').selectOption({ label: car.model.name });
  await field(page, language, 'year').fill(String(car.year));
  await field(page, language, 'budget').fill(String(car.budget));
  await expect(field(page, language, 'budget')).toHaveValue(car.budget.toLocaleString('en-US'));
}

export async function fillRequester(page: Page, email: string, language: Language = 'es') {
  await field(page, language, 'name').fill('Ana');
  await field(page, language, 'lastName').fill('Pérez');
  await field(page, language, 'email').fill(email);
  await field(page, language, 'phone').fill('8095551234');
}
