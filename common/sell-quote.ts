/**
 * CONTRACT's SellQuote, in DOP: the range we would offer, the market value, what selling on your own
 * and to us nets, and how many comparable cars it rests on (decision 23). The server computes it,
 * the sell wizard shows it, and the API tests check it, all with this one shape.
 */
export interface SellQuote {
  suggestedMinPrice: number;
  suggestedMaxPrice: number;
  suggestedPrice: number;
  marketValue: number;
  averagePayoutOutside: number;
  averagePayoutInside: number;
  basedOn: number;
}
