import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { gql } from './sell-requests.ts';
import { graphql } from './sell-wizard.ts';

// The test-drive flow as a buyer fills it, in either language, shared by the specs.

export type DrivableCar = { id: string; slug: string; title: string; spot: { id: string; name: string } };

type Listed = { id: string; slug: string; title: string; status: { slug: string }; reserved: boolean; curboSpot: { id: string; name: string } };

/**
 * The specs that book, reserve or buy each take cars from a lane of their own, so one spec's
 * bookings or reservations never take another's car: a lane is 8 places of the catalogue's available
 * cars in a fixed order (cheapest first, then by id). A reservation keeps a car AVAILABLE (it is only
 * `reserved`), so the places never shift. Lanes: 0 test-drive walks, 1 test-drive journeys, 2–3
 * reserve walks, 4 reserve journeys, 5–6 financing, 8–10 the account's tabs, 11 the schedule's
 * journeys, 12 the schedule's walks.
 */
export const LANE_WIDTH = 8;

export async function carsOfLane(request: APIRequestContext, lane: number, lanes = 1): Promise<DrivableCar[]> {
  const filter = { limit: lanes * LANE_WIDTH, offset: lane * LANE_WIDTH, sortBy: 'price_asc', where: { offer: ['available'] } };
  const { getListingCars } = await graphql<{ getListingCars: { cars: Listed[] } }>(
    request,
    'query lane($filter: FilterInput) { getListingCars(filter: $filter) { cars { id slug title status { slug } reserved curboSpot { id name } } } }',
    { filter },
  );
  return getListingCars.cars
    .filter((car) => car.status.slug === 'AVAILABLE' && !car.reserved)
    .map(({ id, slug, title, curboSpot }) => ({ id, slug, title, spot: curboSpot }));
}

/** The first car of the lane nobody holds. */
export async function drivableCar(request: APIRequestContext, lane: number, lanes = 1): Promise<DrivableCar> {
  const [car] = await carsOfLane(request, lane, lanes);
  if (!car) throw new Error(`every car of lane ${lane} is held`);
  return car;
}

const LABELS = {
  es: { name: 'Nombre', lastName: 'Apellido', email: 'Correo electrónico', phone: 'Teléfono', documentId: 'Cédula', salary: 'Salario mensual (RD $)', next: 'Continuar', confirm: 'Confirmar prueba de manejo', book: 'Agendar prueba de manejo' },
  en: { name: 'First name', lastName: 'Last name', email: 'E-mail', phone: 'Phone', documentId: 'National ID', salary: 'Monthly salary (RD $)', next: 'Continue', confirm: 'Confirm test drive', book: 'Book a test drive' },
} as const;
export type Language = keyof typeof LABELS;

export const nextButton = (page: Page, language: Language = 'es') => page.getByRole('button', { name: LABELS[language].next, exact: true });
export const confirmButton = (page: Page, language: Language = 'es') => page.getByRole('button', { name: LABELS[language].confirm, exact: true });
export const bookLink = (page: Page, language: Language = 'es') => page.getByRole('link', { name: LABELS[language].book, exact: true });
/** The hours of the day the calendar shows, and those still open. */
export const hours = (page: Page) => page.getByRole('group', { name: /^(Hora|Time)/ }).getByRole('button');
export const openHours = (page: Page) => hours(page).and(page.locator(':enabled'));

/** The contact form: the person, the cédula and the salary (typed as digits, shown grouped by thousands). */
export async function fillContact(page: Page, email: string, language: Language = 'es') {
  const box = (name: keyof (typeof LABELS)['es']) => page.getByRole('textbox', { name: LABELS[language][name], exact: true });
  await box('name').fill('Ana');
  await box('lastName').fill('Pérez');
  await box('email').fill(email);
  await box('phone').fill('8095551234');
  await box('documentId').fill('00112345678');
  await box('salary').fill('85000');
  await expect(box('salary')).toHaveValue('85,000');
}

/** Someone else books the car's hour the page is about to send, through the API. */
export async function takeTheHour(baseURL: string, carId: string, slotStartsAt: string) {
  const input = { carId, slotStartsAt, place: 'SPOT', person: { name: 'Eva', lastName: 'Díaz', email: `other-${Date.now()}@example.com`, phone: '8095550000', documentId: '00198765432' }, monthlySalary: 60_000 };
  await gql(baseURL, 'mutation t($input: ScheduleTestDriveInput!) { scheduleTestDrive(input: $input) { id } }', { input });
}
