import { faqQuestionForm, faqQuestionMachine } from '../../../../machines/faq-question/faq-question.machine';
import { withSubmit } from '../../../../machines/form/form.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { FaqQuestionInput } from '../../../graphql/generated/graphql';

const submitFaqQuestionDocument = graphql(`
  mutation submitFaqQuestion($input: FaqQuestionInput!) {
    submitFaqQuestion(input: $input)
  }
`);

async function submitFaqQuestion(input: FaqQuestionInput): Promise<boolean> {
  return (await gqlRequest(submitFaqQuestionDocument, { input })).submitFaqQuestion;
}

/** The help centre's question with the real send and the lock kept for the visit. */
export const faqQuestion = faqQuestionMachine.provide({
  actors: { faqQuestionForm: withSubmit(faqQuestionForm.provide({ actors: { submissionLock: visitLock('faq-question', () => sessionStorage) } }), submitFaqQuestion) },
});
