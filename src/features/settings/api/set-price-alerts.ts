import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { SetPriceAlertsInput } from '../../../graphql/generated/graphql';
import type { SelfUser } from './self-user';

const setPriceAlertsDocument = graphql(`
  mutation setPriceAlerts($input: SetPriceAlertsInput!) {
    setPriceAlerts(input: $input) {
      ...SelfUserFields
    }
  }
`);

export async function setPriceAlerts(input: SetPriceAlertsInput): Promise<SelfUser> {
  return (await gqlRequest(setPriceAlertsDocument, { input })).setPriceAlerts;
}
