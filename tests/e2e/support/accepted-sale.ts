import { createConfirmedAccount, newAddress, signInThroughApi, type StoredSession } from './accounts.ts';
import { staffAccount } from './inventory.ts';
import { gql, makeSellRequest, type MadeSale } from './sell-requests.ts';

const PASSWORD = 'correct horse 1';

/** A plate no other car of the run has: every sale that reaches the inventory needs its own. */
export const freshPlate = () => `S${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** A signed-in seller with a sell request of its own plate, not offered for yet. */
export async function sellerWithRequest(baseURL: string): Promise<{ seller: StoredSession; email: string; sale: MadeSale; plate: string }> {
  const email = await createConfirmedAccount(baseURL, { email: newAddress('seller'), password: PASSWORD });
  const seller = await signInThroughApi(baseURL, email, PASSWORD);
  const plate = freshPlate();
  return { seller, email, plate, sale: await makeSellRequest(baseURL, email, seller.accessToken, plate) };
}

/** A sell request whose offer the seller accepted, all through the API, as the queue and /user/sell would. */
export async function acceptedSale(baseURL: string, amount = 880_000) {
  const made = await sellerWithRequest(baseURL);
  const appraiser = await staffAccount(baseURL, 'appraiser');
  await gql(baseURL, 'mutation o($input: SellOfferInput!) { makeSellOffer(input: $input) { id } }', { input: { sellRequestId: made.sale.id, amount } }, appraiser.accessToken);
  await gql(baseURL, 'mutation r($input: SellOfferResponseInput!) { respondToSellOffer(input: $input) { id } }', { input: { sellRequestId: made.sale.id, accept: true } }, made.seller.accessToken);
  return made;
}
