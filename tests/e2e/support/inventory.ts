import { DEMO_ADMIN } from '../../../server/staff/demo-admin.ts';
import { createConfirmedAccount, newAddress, signInThroughApi, type StoredSession } from './accounts.ts';
import { gql } from './sell-requests.ts';

// The inventory specs change cars that buyers see. They take the dearest cars on offer (without a
// running offer), far from the cheapest-first lanes the booking specs use (support/test-drives.ts),
// and put every car back as it was when they end.

export type InventoryCar = { id: string; slug: string; title: string; basePrice: number };

const PASSWORD = 'correct horse 1';
const admin = (baseURL: string) => signInThroughApi(baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);

/** A new account holding `role` (none: a customer), signed in. */
export async function staffAccount(baseURL: string, role?: 'operator' | 'appraiser'): Promise<StoredSession> {
  const email = await createConfirmedAccount(baseURL, { email: newAddress(role ?? 'customer'), password: PASSWORD });
  if (role) await gql(baseURL, 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email, role } }, (await admin(baseURL)).accessToken);
  return signInThroughApi(baseURL, email, PASSWORD);
}

type Listed = { id: string; slug: string; title: string; reserved: boolean; priceInfo: { basePrice: number }; offerData: { hasOffer: boolean } };
const LISTED = 'query dear($filter: FilterInput) { getListingCars(filter: $filter) { cars { id slug title reserved priceInfo { basePrice } offerData { hasOffer } } } }';

/** `count` cars on offer among the dearest, each with a title of its own, picked at random so runs spread over them. */
export async function dearCars(baseURL: string, count: number): Promise<InventoryCar[]> {
  const filter = { limit: 16, offset: 0, sortBy: 'price_desc', where: { offer: ['available'] } };
  const { cars } = (await gql<{ getListingCars: { cars: Listed[] } }>(baseURL, LISTED, { filter })).getListingCars;
  const picked: InventoryCar[] = [];
  for (const car of cars.filter((each) => !each.reserved && !each.offerData.hasOffer).sort(() => Math.random() - 0.5)) {
    if (picked.length < count && !picked.some((each) => each.title === car.title)) picked.push({ id: car.id, slug: car.slug, title: car.title, basePrice: car.priceInfo.basePrice });
  }
  if (picked.length < count) throw new Error(`only ${picked.length} dear cars with titles of their own are on offer`);
  return picked;
}

/** Puts the cars back on sale at the prices they had, as an admin would. */
export async function restoreCars(baseURL: string, cars: readonly InventoryCar[]): Promise<void> {
  const token = (await admin(baseURL)).accessToken;
  for (const car of cars) {
    const { staffInventory } = await gql<{ staffInventory: { cars: { status: { slug: string } }[] } }>(baseURL, 'query s($search: String) { staffInventory(search: $search) { cars { status { slug } } } }', { search: car.slug }, token);
    if (staffInventory.cars[0]?.status.slug !== 'AVAILABLE') await gql(baseURL, 'mutation s($input: SetCarStatusInput!) { setCarStatus(input: $input) { id } }', { input: { carId: car.id, status: 'AVAILABLE' } }, token);
    await gql(baseURL, 'mutation p($input: SetCarPriceInput!) { setCarPrice(input: $input) { id } }', { input: { carId: car.id, basePrice: car.basePrice } }, token);
  }
}

/** What the price reads as on screen: 'RD $1,250,000'. */
export const pesosText = (amount: number) => `RD $${amount.toLocaleString('en-US')}`;
