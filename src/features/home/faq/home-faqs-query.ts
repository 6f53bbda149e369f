import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';

const homeFaqsDocument = graphql(`
  query homeFaqs {
    getFaqs {
      slug
      faqs {
        id
        slug
        question
        answer
        featured
      }
    }
  }
`);

// The home page shows a handful; more would push the newsletter out of sight.
const TEASER_SIZE = 4;

/**
 * The questions the home page's teaser shows: the featured ones, or the first few when none is.
 * The API answers in the request's language, so the language is part of the key.
 */
export const homeFaqsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['homeFaqs', {}, language],
    queryFn: async () => {
      const questions = (await gqlRequest(homeFaqsDocument)).getFaqs.flatMap((category) => category.faqs);
      const featured = questions.filter((faq) => faq.featured);
      return (featured.length > 0 ? featured : questions).slice(0, TEASER_SIZE);
    },
    staleTime: 10 * 60 * 1000,
  });
