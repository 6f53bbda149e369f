/**
 * What every car card shows, as a structural type: any query's car with these fields fits
 * (the catalogue's card fragment, the favourites' list), so one card serves every feature.
 */
export type CarSummary = {
  title: string;
  mainPicture: string;
  mileage: number;
  certified: boolean;
  listingPrice: number;
  status: { slug: string };
  /** Held by a buyer's deposit (decision 30); lists that do not ask for it show no tag. */
  reserved?: boolean;
  curboSpot: { city: { name: string } };
  offerData: {
    hasOffer: boolean;
    label?: string | null;
    labelTranslations?: { en: string; es: string } | null;
    backgroundColor?: string | null;
    textColor?: string | null;
    originalPrice?: number | null;
    discountPercentage?: number | null;
  };
  priceInfo?: { monthlyPrice?: number | null } | null;
};
