import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { ChangePasswordInput } from '../../../graphql/generated/graphql';
import { currentPasswordFailure } from './current-password-failure';

const changePasswordDocument = graphql(`
  mutation changePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  try {
    await gqlRequest(changePasswordDocument, { input });
  } catch (error) {
    throw currentPasswordFailure(error);
  }
}
