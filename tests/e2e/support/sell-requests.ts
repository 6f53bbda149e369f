import { postFrom } from '../../api/support/client-address.ts';
import { someLoopbackAddress } from './own-address.ts';

export type MadeSale = { id: string; title: string; spot: string; startsAt: string };

/** One GraphQL call from a loopback address of its own; the first error, if any, is thrown. */
export async function gql<Data>(baseURL: string, query: string, variables: Record<string, unknown> = {}, accessToken?: string): Promise<Data> {
  const headers: Record<string, string> = { country: 'DO', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) };
  // An address of its own per call: creating is limited per client address (decision 25).
  const { body } = await postFrom<Data>(baseURL, someLoopbackAddress(), query, { variables, headers });
  if (body.errors?.length) throw new Error(`${body.errors[0]!.extensions?.code}: ${body.errors[0]!.message}`);
  return body.data as Data;
}

type Catalog = { getSellCatalog: { brands: { slug: string; name: string; models: { slug: string; name: string; trimsByYear: { year: number; trims: { slug: string }[] }[] }[] }[] } };
type Cars = { getListingCars: { cars: { curboSpot: { id: string; name: string; city: { name: string } } }[] } };
type Slots = { getInspectionSlots: { startsAt: string; available: boolean }[] };

const santoDomingoDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date(time));

/** A catalogue car with a trim, as the wizard's first step would have it. */
export async function someCar(baseURL: string) {
  const { brands } = (await gql<Catalog>(baseURL, 'query { getSellCatalog { brands { slug name models { slug name trimsByYear { year trims { slug } } } } } }')).getSellCatalog;
  const [brand, model, byYear] = brands
    .flatMap((brand) => brand.models.flatMap((model) => model.trimsByYear.filter((year) => year.trims.length > 0).map((year) => [brand, model, year] as const)))
    .find(([, , year]) => year.year >= 2015)!;
  return { title: `${brand.name} ${model.name} ${byYear.year}`, model: `${brand.name} ${model.name}`, car: { brand: brand.slug, model: model.slug, year: byYear.year, trim: byYear.trims[0]!.slug, mileage: 60_000, licensePlate: 'A123456' } };
}

async function createRequest(baseURL: string, email: string, at: { spotId: string; startsAt: string }, accessToken?: string, licensePlate?: string) {
  const { title, car } = await someCar(baseURL);
  const input = { car: { ...car, ...(licensePlate ? { licensePlate } : {}) }, expectedPrice: 1_200_000, expectedSaleDays: 30, person: { name: 'Ana', lastName: 'Pérez', email, phone: '8095550123' }, place: 'SPOT', spotId: at.spotId, slotStartsAt: at.startsAt, acceptTerms: true };
  const made = await gql<{ createSellRequest: { id: string } }>(baseURL, 'mutation c($input: CreateSellRequestInput!) { createSellRequest(input: $input) { id } }', { input }, accessToken);
  return { id: made.createSellRequest.id, title };
}

/**
 * A sell request made through the API, as the wizard would: a catalogue car with a trim, a spot
 * of a listed car, and an hour that spot offers (picked at random, so runs spread over the calendar).
 * With `accessToken` it is the signed-in user's; without, it is a visitor's under `email`. A car that
 * goes on to the inventory needs a `licensePlate` of its own: no two cars share one.
 */
export async function makeSellRequest(baseURL: string, email: string, accessToken?: string, licensePlate?: string): Promise<MadeSale> {
  const { curboSpot: spot } = (await gql<Cars>(baseURL, 'query { getListingCars(filter: { limit: 1 }) { cars { curboSpot { id name city { name } } } } }')).getListingCars.cars[0]!;
  const slots = await gql<Slots>(baseURL, 'query s($input: InspectionSlotsInput!) { getInspectionSlots(input: $input) { startsAt available } }', {
    input: { range: { from: santoDomingoDay(Date.now() + 86_400_000), days: 21 }, place: 'SPOT', spotId: spot.id },
  });
  const open = slots.getInspectionSlots.filter((slot) => slot.available);
  const { startsAt } = open[Math.floor(Math.random() * open.length)]!;
  const { id, title } = await createRequest(baseURL, email, { spotId: spot.id, startsAt }, accessToken, licensePlate);
  return { id, title, spot: `${spot.name}, ${spot.city.name}`, startsAt };
}

type HourAsked = { spotId: string; place: string; slotStartsAt: string };

/** Whether the spot still offers the hour `slotStartsAt`. */
async function hourOffered(baseURL: string, { spotId, place, slotStartsAt }: HourAsked) {
  const input = { range: { from: santoDomingoDay(Date.parse(slotStartsAt)), days: 1 }, place, spotId };
  const slots = await gql<Slots>(baseURL, 'query s($input: InspectionSlotsInput!) { getInspectionSlots(input: $input) { startsAt available } }', { input });
  return slots.getInspectionSlots.some((slot) => Date.parse(slot.startsAt) === Date.parse(slotStartsAt) && slot.available);
}

/**
 * Other sellers book the hour a request asks for until the spot has no room left in it, as when
 * it is taken while the seller is still choosing or editing (`request`: the wizard's or the edit
 * page's input, of which the spot, place and hour count).
 */
export async function fillTheHour(baseURL: string, request: HourAsked): Promise<void> {
  for (let seller = 1; await hourOffered(baseURL, request); seller += 1) {
    if (seller > 10) throw new Error(`the hour ${request.slotStartsAt} still has room after 10 bookings`);
    await createRequest(baseURL, `other-${seller}-${Date.now()}@example.com`, { spotId: request.spotId, startsAt: request.slotStartsAt });
  }
}
