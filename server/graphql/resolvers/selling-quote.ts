import { sellQuoteSchema } from '../../../common/validation/selling.ts';
import { sellCatalog } from '../../selling/sell-catalog.ts';
import { sellQuote } from '../../selling/sell-quote.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';

// Public, like the catalogue: a visitor describes their car and sees what it is worth before
// leaving any personal data. Both are reads, so no mutation rate limit applies.
export const sellingQuoteResolvers: Resolvers = {
  Query: {
    async getSellCatalog(_parent, _args, { db, auth }) {
      return sellCatalog(db, auth.now());
    },
    async getSellQuote(_parent, { input }, { db, auth }) {
      const now = auth.now();
      return sellQuote(db, parseInput(sellQuoteSchema(now), input, 'The car to quote is invalid.'), now);
    },
  },
};
