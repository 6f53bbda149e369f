import { postGraphql } from './graphql.ts';

export interface RecommendedCar {
  id: string;
  year: number;
  mileage: number;
  listingPrice: number;
  certified: boolean;
  status: { slug: string };
}
export interface Recommendation {
  main: RecommendedCar | null;
  others: RecommendedCar[];
  matching: number;
  mainMatches: string[];
}

const carFields = 'id year mileage listingPrice certified status { slug }';
export const recommendQuery = `query recommendCars($input: RecommendationInput!) { recommendCars(input: $input) {
  main { ${carFields} } others { ${carFields} } matching mainMatches } }`;

export const recommend = (url: string, input: unknown) => postGraphql<{ recommendCars: Recommendation }>(url, recommendQuery, { variables: { input } });
