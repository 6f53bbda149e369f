import { graphql } from '../../../graphql/generated';

/** Everything a car card shows (SPEC §2 favourite card, §3 Car). */
export const carCardFragment = graphql(`
  fragment CarCardFields on Car {
    id
    slug
    title
    mainPicture
    year
    mileage
    certified
    listingPrice
    reserved
    status {
      slug
      name
    }
    priceInfo {
      monthlyPrice
      basePrice
    }
    curboSpot {
      id
      name
      city {
        name
      }
    }
    offerData {
      hasOffer
      label
      labelTranslations {
        en
        es
      }
      backgroundColor
      textColor
      discount
      originalPrice
      discountPercentage
    }
    pictures {
      kind
      basePath
      widths
      width
      height
    }
  }
`);
