import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';

const getFaqsDocument = graphql(`
  query getFaqs($search: String) {
    getFaqs(search: $search) {
      slug
      name
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

// The questions change when the help team edits them, not during a visit.
const FAQS_STALE_TIME = 10 * 60 * 1000;

/**
 * The help centre's questions, filtered by the server. The API answers in the request's language
 * (Accept-Language), so the language is part of the key: switching it fetches the other words.
 * The previous answer stays up while a new search loads, so the list does not flash.
 */
export const faqsQueryOptions = (search: string, language: string) =>
  queryOptions({
    queryKey: ['getFaqs', { search: search.trim() }, language],
    queryFn: async () => (await gqlRequest(getFaqsDocument, { search: search.trim() || null })).getFaqs,
    staleTime: FAQS_STALE_TIME,
    placeholderData: keepPreviousData,
  });

export type FaqCategory = Awaited<ReturnType<NonNullable<ReturnType<typeof faqsQueryOptions>['queryFn']>>>[number];
export type Faq = FaqCategory['faqs'][number];
