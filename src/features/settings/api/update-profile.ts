import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { UpdateProfileInput } from '../../../graphql/generated/graphql';
import type { SelfUser } from './self-user';

const updateProfileDocument = graphql(`
  mutation updateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SelfUserFields
    }
  }
`);

export async function updateProfile(input: UpdateProfileInput): Promise<SelfUser> {
  return (await gqlRequest(updateProfileDocument, { input })).updateProfile;
}
