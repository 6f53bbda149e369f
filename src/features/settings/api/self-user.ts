import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { SelfUserQuery } from '../../../graphql/generated/graphql';

export type SelfUser = SelfUserQuery['selfUser'];

/** Everything the settings screen reads of the user: the query and every change answer with it. */
export const selfUserFragment = graphql(`
  fragment SelfUserFields on User {
    id
    name
    lastName
    email
    telephoneNumber
    documentId
    drivingLicense
    address
    hasPassword
    priceAlerts
  }
`);

export const selfUserDocument = graphql(`
  query selfUser {
    selfUser {
      ...SelfUserFields
    }
  }
`);

/**
 * The signed-in user's own profile. It holds personal data (cédula, licence), so it lives only in
 * this memory cache, never in localStorage or a URL (SECURITY.md row 11), and leaves it soon after
 * the settings screen does.
 */
export const selfUserQueryOptions = () =>
  queryOptions({
    queryKey: ['selfUser', {}] as const,
    queryFn: async () => (await gqlRequest(selfUserDocument)).selfUser,
    gcTime: 60_000,
  });
