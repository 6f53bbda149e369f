import { type Page } from '@playwright/test';
import { newAddress } from './accounts.ts';
import { gql } from './sell-requests.ts';

// The leads specs make their own leads through the public API, as visitors leave them, each with
// an address no other run uses, and find them in the inbox by it.

export type CarQuestionLead = { email: string; question: string };

type Listed = { getListingCars: { cars: { id: string }[] } };

/** A visitor's question about a car on sale, left with an e-mail to be answered at. */
export async function askAboutACar(baseURL: string, question = '¿Aceptan mi carro como parte de pago?'): Promise<CarQuestionLead> {
  const { cars } = (await gql<Listed>(baseURL, 'query c($filter: FilterInput) { getListingCars(filter: $filter) { cars { id } } }', { filter: { limit: 8, offset: 0 } })).getListingCars;
  const carId = cars[Math.floor(Math.random() * cars.length)]!.id;
  const email = newAddress('lead');
  await gql(baseURL, 'mutation q($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id } }', { input: { carId, question, email } });
  return { email, question };
}

/** The lead's card or row in the inbox: a question about a car is named by the e-mail it left. */
export const leadRow = (page: Page, lead: CarQuestionLead) => page.getByRole('list', { name: 'Contactos recibidos' }).getByRole('article', { name: lead.email, exact: true });

/** The lead's detail, opened from its row. */
export const leadDetail = (page: Page, lead: CarQuestionLead) => page.getByRole('region', { name: `Detalle de ${lead.email}` });
