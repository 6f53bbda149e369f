import { graphql } from '../../../graphql/generated';

// Only the user fields the browser may keep (src/lib/session.ts): no personal data is asked for.
export const sessionPayloadFragment = graphql(`
  fragment SessionPayload on AuthPayload {
    accessToken
    refreshToken
    user {
      id
      name
      lastName
      email
      profilePicture
      socialLogin
    }
  }
`);

export const signInUserDocument = graphql(`
  mutation signInUser($input: SignInUserInput!) {
    signInUser(input: $input) {
      ...SessionPayload
    }
  }
`);

export const signUpUserDocument = graphql(`
  mutation signUpUser($input: SignUpUserInput!) {
    signUpUser(input: $input) {
      user {
        id
      }
    }
  }
`);

export const socialSignInDocument = graphql(`
  mutation socialSignIn($input: SocialSignInInput!) {
    socialSignIn(input: $input) {
      ...SessionPayload
    }
  }
`);

export const resetUserPasswordDocument = graphql(`
  mutation resetUserPassword($input: ResetUserPasswordInput!) {
    resetUserPassword(input: $input)
  }
`);

export const resendConfirmationDocument = graphql(`
  mutation resendConfirmation($input: ResendConfirmationInput!) {
    resendConfirmation(input: $input)
  }
`);

export const validateTokenDocument = graphql(`
  mutation validateToken($input: ValidateTokenInput!) {
    validateToken(input: $input) {
      valid
      purpose
    }
  }
`);

export const completePasswordResetDocument = graphql(`
  mutation completePasswordReset($input: CompletePasswordResetInput!) {
    completePasswordReset(input: $input)
  }
`);

export const refreshSessionDocument = graphql(`
  mutation refreshSession($input: RefreshSessionInput!) {
    refreshSession(input: $input) {
      ...SessionPayload
    }
  }
`);

export const signOutDocument = graphql(`
  mutation signOut($input: SignOutInput!) {
    signOut(input: $input)
  }
`);
