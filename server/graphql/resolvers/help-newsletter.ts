import { newsletterSchema } from '../../../common/validation/newsletter.ts';
import { limitMutation } from '../../abuse/limit-mutation.ts';
import { confirm, subscribe, unsubscribe } from '../../help/newsletter.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { countedEmail } from './counted-email.ts';

export const helpNewsletterResolvers: Resolvers = {
  Mutation: {
    async subscribeNewsletter(_parent, { input }, context) {
      const { db, auth, country, locale } = context;
      // Counted before the checks, so a flood of malformed attempts is limited too.
      await limitMutation(context, 'subscribeNewsletter', { email: countedEmail(input.email) });
      const subscription = parseInput(newsletterSchema, input, 'The e-mail is invalid.');
      await subscribe(db, auth, subscription, { countryId: country.id, locale, now: auth.now() });
      return true;
    },
    async confirmNewsletterSubscription(_parent, { token }, context) {
      await limitMutation(context, 'confirmNewsletterSubscription');
      return confirm(context.db, context.auth, token, context.auth.now());
    },
    async unsubscribeNewsletter(_parent, { token }, context) {
      await limitMutation(context, 'unsubscribeNewsletter');
      return unsubscribe(context.db, context.auth, token, context.auth.now());
    },
  },
};
