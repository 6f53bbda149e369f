import { DEMO_ADMIN } from '../../../server/staff/demo-admin.ts';
import { signInThroughApi } from './accounts.ts';
import { gql } from './sell-requests.ts';

// The e2e server's demo admin (DEMO_ADMIN=on), signed in once per worker: a spec runs well within
// the 15 minutes an access token lives.
const adminTokens = new Map<string, Promise<string>>();
const adminToken = (baseURL: string) => {
  let token = adminTokens.get(baseURL);
  if (!token) {
    token = signInThroughApi(baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password).then((session) => session.accessToken);
    adminTokens.set(baseURL, token);
  }
  return token;
};

/** Our offer for the sale, made through the staff operation as an appraiser would. */
export async function makeOffer(baseURL: string, sellRequestId: string, amount: number): Promise<void> {
  await gql(baseURL, 'mutation o($input: SellOfferInput!) { makeSellOffer(input: $input) { id } }', { input: { sellRequestId, amount } }, await adminToken(baseURL));
}
