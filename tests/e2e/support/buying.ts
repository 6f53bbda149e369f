import type { StoredSession } from './accounts.ts';
import { gql } from './sell-requests.ts';
import { LANE_WIDTH } from './test-drives.ts';

const ACCOUNT_LANES = { first: 8, count: 3 } as const;

export type MadeTestDrive = { id: string; title: string; spot: string; startsAt: string };
export type MadePurchase = { id: string; title: string };

type ListedCar = { id: string; title: string; reserved: boolean; curboSpot: { name: string } };
type Cars = { getListingCars: { cars: ListedCar[] } };
type Slots = { getTestDriveSlots: { startsAt: string; available: boolean }[] };
type Drive = { scheduleTestDrive: { id: string; startsAt: string } };

const LISTED = 'query cars($filter: FilterInput) { getListingCars(filter: $filter) { cars { id title reserved curboSpot { name } } } }';
const SLOTS = 'query slots($input: TestDriveSlotsInput!) { getTestDriveSlots(input: $input) { startsAt available } }';
const SCHEDULE = 'mutation schedule($input: ScheduleTestDriveInput!) { scheduleTestDrive(input: $input) { id startsAt } }';
const RESERVE = 'mutation reserve($input: ReserveCarInput!) { reserveCar(input: $input) { id } }';
const START = 'mutation start($input: StartPurchaseInput!) { startPurchase(input: $input) { id } }';

const santoDomingoDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date(time));

const shuffled = <Item>(items: readonly Item[]) => items.map((item) => ({ item, key: Math.random() })).sort((a, b) => a.key - b.key).map(({ item }) => item);

/**
 * `count` cars one can buy or drive now, none held by anyone, each with a title of its own so a
 * card can be told apart by its car; picked at random within the account tabs' lanes
 * (support/test-drives.ts), so runs spread over them and no other spec's car is taken.
 */
export async function availableCars(baseURL: string, count: number): Promise<ListedCar[]> {
  const { cars } = (await gql<Cars>(baseURL, LISTED, { filter: { limit: 96, sortBy: 'price_asc', where: { offer: ['available'] } } })).getListingCars;
  const lane = cars.slice(ACCOUNT_LANES.first * LANE_WIDTH, (ACCOUNT_LANES.first + ACCOUNT_LANES.count) * LANE_WIDTH);
  const picked: ListedCar[] = [];
  for (const car of shuffled(lane.filter((each) => !each.reserved))) {
    if (picked.length < count && !picked.some((each) => each.title === car.title)) picked.push(car);
  }
  if (picked.length < count) throw new Error(`only ${picked.length} cars with titles of their own are on offer`);
  return picked;
}

/**
 * A test drive of `car` at its spot, booked through the API by the signed-in buyer, as the
 * scheduling flow would: an hour the car is offered at, picked at random among the next three weeks.
 */
export async function scheduleTestDrive(baseURL: string, session: StoredSession, car: ListedCar): Promise<MadeTestDrive> {
  const range = { from: santoDomingoDay(Date.now() + 86_400_000), days: 21 };
  const slots = await gql<Slots>(baseURL, SLOTS, { input: { carId: car.id, range, place: 'SPOT' } }, session.accessToken);
  const open = slots.getTestDriveSlots.filter((slot) => slot.available);
  const { startsAt } = open[Math.floor(Math.random() * open.length)]!;
  const person = { name: session.user.name, lastName: session.user.lastName, email: session.user.email, phone: '8095550123', documentId: '00112345678' };
  const input = { carId: car.id, slotStartsAt: startsAt, place: 'SPOT', person, monthlySalary: 85_000, locale: 'es' };
  const { scheduleTestDrive: drive } = await gql<Drive>(baseURL, SCHEDULE, { input }, session.accessToken);
  // A drive at the spot starts where the car is.
  return { id: drive.id, title: car.title, spot: car.curboSpot.name, startsAt: drive.startsAt };
}

/** The car held with the US$75 deposit, charged to the sandbox's accepting test card (Visa 4242). */
export async function reserveCar(baseURL: string, session: StoredSession, car: ListedCar): Promise<MadePurchase> {
  const { reserveCar: made } = await gql<{ reserveCar: { id: string } }>(baseURL, RESERVE, { input: { carId: car.id, paymentToken: 'tok_visa' } }, session.accessToken);
  return { id: made.id, title: car.title };
}

/** A cash purchase of a car the buyer reserved first: the reservation becomes it, its deposit kept. */
export async function reserveThenPayCash(baseURL: string, session: StoredSession, car: ListedCar): Promise<MadePurchase> {
  await reserveCar(baseURL, session, car);
  const { startPurchase: made } = await gql<{ startPurchase: { id: string } }>(baseURL, START, { input: { carId: car.id, method: 'CASH' } }, session.accessToken);
  return { id: made.id, title: car.title };
}

/** SPEC §4 'delete' through the API: the drive goes to the archive (cancelled first when still to come). */
export async function archiveTestDrive(baseURL: string, session: StoredSession, id: string): Promise<void> {
  await gql(baseURL, 'mutation archive($input: IdInput!) { archiveTestDrive(input: $input) { id } }', { input: { id } }, session.accessToken);
}
