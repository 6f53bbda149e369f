import { limitMutation } from '../../abuse/limit-mutation.ts';
import { financingApplicationSchema, financingQuoteSchema, prequalifySchema } from '../../../common/validation/financing.ts';
import { applyForFinancing } from '../../buying/financing/apply-for-financing.ts';
import { financingQuoteFor } from '../../buying/financing/get-quote.ts';
import { financingPlans } from '../../buying/financing/plans.ts';
import { prequalify } from '../../buying/financing/prequalify.ts';
import { localeOf } from '../../mail/account-mails.ts';
import { toFinancingPlan } from '../financing-payload.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { countedEmail } from './counted-email.ts';

// The two mutations carry a cédula and income. Their answers are sent with Cache-Control: no-store
// (plugins/private-responses.ts: every mutation), and nothing here logs the input.
export const financingResolvers: Resolvers = {
  Query: {
    async getFinancingPlans(_parent, _args, { db, country }) {
      return (await financingPlans(db, country.id)).map(toFinancingPlan);
    },
    async getFinancingQuote(_parent, { input }, { db, country }) {
      return financingQuoteFor(db, country.id, parseInput(financingQuoteSchema, input, 'The loan is invalid.'));
    },
  },
  Mutation: {
    async prequalify(_parent, { input }, context) {
      const { db, auth, viewer, country } = context;
      // Counted before the checks, so a flood of malformed attempts is limited too.
      await limitMutation(context, 'prequalify', { email: countedEmail(input.person.email) });
      const request = parseInput(prequalifySchema(auth.now()), input, 'The prequalification is invalid.');
      return prequalify(db, request, { userId: viewer?.userId ?? null, countryId: country.id, classified: auth.classified });
    },
    async applyForFinancing(_parent, { input }, context) {
      const { db, auth, viewer, country } = context;
      await limitMutation(context, 'applyForFinancing', { email: countedEmail(input.person.email) });
      const request = parseInput(financingApplicationSchema, input, 'The financing application is invalid.');
      return applyForFinancing(db, request, {
        userId: viewer?.userId ?? null,
        countryId: country.id,
        classified: auth.classified,
        locale: localeOf(input.locale),
        publicUrl: auth.publicUrl,
        now: auth.now(),
      });
    },
  },
};
