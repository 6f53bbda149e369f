import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { NewsletterInput } from '../../../graphql/generated/graphql';

const subscribeDocument = graphql(`
  mutation subscribeNewsletter($input: NewsletterInput!) {
    subscribeNewsletter(input: $input)
  }
`);

const confirmDocument = graphql(`
  mutation confirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token)
  }
`);

const unsubscribeDocument = graphql(`
  mutation unsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token)
  }
`);

export async function subscribeNewsletter(input: NewsletterInput): Promise<boolean> {
  return (await gqlRequest(subscribeDocument, { input })).subscribeNewsletter;
}

/** What each e-mailed link does with its token; both answer false for a link that is not valid. */
export const followNewsletterLink = {
  confirm: async (token: string) => (await gqlRequest(confirmDocument, { token })).confirmNewsletterSubscription,
  unsubscribe: async (token: string) => (await gqlRequest(unsubscribeDocument, { token })).unsubscribeNewsletter,
} as const;

export type NewsletterLinkKind = keyof typeof followNewsletterLink;

export const isNewsletterLinkKind = (kind: string): kind is NewsletterLinkKind => Object.hasOwn(followNewsletterLink, kind);
