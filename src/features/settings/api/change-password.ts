import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { ChangePasswordInput } from '../../../graphql/generated/graphql';

const changePasswordDocument = graphql(`
  mutation changePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await gqlRequest(changePasswordDocument, { input });
}
