import { faqQuestionSchema, faqSearchSchema } from '../../../common/validation/faq-question.ts';
import { limitMutation } from '../../abuse/limit-mutation.ts';
import { submitFaqQuestion } from '../../help/faq-question.ts';
import { helpCentre } from '../../help/faqs.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { countedEmail } from './counted-email.ts';


export const helpFaqsResolvers: Resolvers = {
  Query: {
    async getFaqs(_parent, args, { db, country, locale }) {
      const { search } = parseInput(faqSearchSchema, args, 'The search is too long.');
      return helpCentre(db, country.id, locale, search);
    },
  },
  Mutation: {
    async submitFaqQuestion(_parent, { input }, context) {
      const { db, country, locale, auth } = context;
      // Counted before the checks, so a flood of malformed attempts is limited too.
      await limitMutation(context, 'submitFaqQuestion', { email: countedEmail(input.email) });
      const question = parseInput(faqQuestionSchema, input, 'The question is invalid.');
      await submitFaqQuestion(db, question, { countryId: country.id, countryCode: country.countryCode, locale, publicUrl: auth.publicUrl });
      return true;
    },
  },
};
