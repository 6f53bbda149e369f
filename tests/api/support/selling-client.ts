import { expect } from 'vitest';
import { type GraphQLResponse, postGraphql } from './graphql.ts';
import type { SellQuote } from '../../../common/sell-quote.ts';

export interface Lookup {
  slug: string;
  name: string;
}
export interface SellModel {
  slug: string;
  name: string;
  years: number[];
  trims: Lookup[];
  trimsByYear: { year: number; trims: Lookup[] }[];
}
export interface SellBrand {
  slug: string;
  name: string;
  models: SellModel[];
}
export interface QuoteInput {
  brand: string;
  model: string;
  year: number;
  trim?: string | null;
  mileage: number;
}
export type Quote = SellQuote;

export const catalogQuery = `query getSellCatalog { getSellCatalog { brands { slug name models {
  slug name years trims { slug name } trimsByYear { year trims { slug name } } } } } }`;

const quoteFields = 'suggestedMinPrice suggestedMaxPrice suggestedPrice marketValue averagePayoutOutside averagePayoutInside basedOn';
export const quoteQuery = `query getSellQuote($input: SellQuoteInput!) { getSellQuote(input: $input) { ${quoteFields} } }`;

export async function sellCatalog(url: string): Promise<SellBrand[]> {
  const { status, body } = await postGraphql<{ getSellCatalog: { brands: SellBrand[] } }>(url, catalogQuery);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.getSellCatalog.brands;
}

export function askQuote(url: string, input: Record<string, unknown>): Promise<GraphQLResponse<{ getSellQuote: Quote }>> {
  return postGraphql<{ getSellQuote: Quote }>(url, quoteQuery, { variables: { input } });
}

/** One quote; the test fails on any error. */
export async function quote(url: string, input: QuoteInput): Promise<Quote> {
  const { body } = await askQuote(url, { ...input });
  expect(body.errors).toBeUndefined();
  return body.data!.getSellQuote;
}

// The query limits allow 15 aliases a document (decision 12).
const ALIASES_PER_REQUEST = 15;

/** Many quotes, in order, fifteen aliased in each request. */
export async function quotes(url: string, inputs: readonly QuoteInput[]): Promise<Quote[]> {
  const answers: Quote[] = [];
  for (let start = 0; start < inputs.length; start += ALIASES_PER_REQUEST) {
    const chunk = inputs.slice(start, start + ALIASES_PER_REQUEST);
    const variables = Object.fromEntries(chunk.map((input, index) => [`i${index}`, input]));
    const document = `query quotes(${chunk.map((_, index) => `$i${index}: SellQuoteInput!`).join(', ')}) {
      ${chunk.map((_, index) => `q${index}: getSellQuote(input: $i${index}) { ${quoteFields} }`).join('\n')} }`;
    const { body } = await postGraphql<Record<string, Quote>>(url, document, { variables });
    expect(body.errors).toBeUndefined();
    answers.push(...chunk.map((_, index) => body.data![`q${index}`]!));
  }
  return answers;
}
