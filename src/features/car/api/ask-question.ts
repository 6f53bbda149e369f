import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';

const askCarQuestionDocument = graphql(`
  mutation askCarQuestion($input: AskCarQuestionInput!) {
    askCarQuestion(input: $input) {
      id
      question
    }
  }
`);

export async function askCarQuestion(carId: string, question: string): Promise<string> {
  const { askCarQuestion: stored } = await gqlRequest(askCarQuestionDocument, { input: { carId, question } });
  return stored.id;
}
