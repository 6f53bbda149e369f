import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { AskCarQuestionInput } from '../../../graphql/generated/graphql';

const askCarQuestionDocument = graphql(`
  mutation askCarQuestion($input: AskCarQuestionInput!) {
    askCarQuestion(input: $input) {
      id
      question
    }
  }
`);

export async function askCarQuestion(input: AskCarQuestionInput): Promise<string> {
  const { askCarQuestion: stored } = await gqlRequest(askCarQuestionDocument, { input });
  return stored.id;
}
