import { gql, someCar } from './sell-requests.ts';

export type MadeCarRequest = { id: string; title: string; brand: string; model: string; year: number; budget: number };

const CREATE = 'mutation createCarRequest($input: CreateCarRequestInput!) { createCarRequest(input: $input) { id } }';

/**
 * A car request made through the API, as the request-a-car page sends it: a catalogue brand and
 * model, from a loopback address of its own (creating is limited per address, decision 28). With
 * an `accessToken` it is the signed-in user's; without, it is a visitor's under `email`.
 */
export async function makeCarRequest(baseURL: string, email: string, { accessToken, budget = 1_500_000 }: { accessToken?: string; budget?: number } = {}): Promise<MadeCarRequest> {
  const { model: title, car } = await someCar(baseURL);
  const wanted = { brand: car.brand, model: car.model, year: car.year, budget };
  const input = { ...wanted, person: { name: 'Luis', lastName: 'Gómez', email, phone: '8295550123' }, locale: 'es' };
  const made = await gql<{ createCarRequest: { id: string } }>(baseURL, CREATE, { input }, accessToken);
  return { id: made.createCarRequest.id, title, ...wanted };
}
